// s3rver ships no types; the part the tests use.
declare module 's3rver' {
  // eslint-disable-next-line no-restricted-syntax -- describes the package's own default export
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
