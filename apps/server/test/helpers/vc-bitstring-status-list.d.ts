// The part of @digitalbazaar/vc-bitstring-status-list the credentials test uses (it ships no types).
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export function decodeList(options: { encodedList: string }): Promise<{
    length: number;
    getStatus(index: number): boolean;
  }>;
}
