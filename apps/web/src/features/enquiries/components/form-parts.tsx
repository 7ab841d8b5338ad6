/** The failure above a form: the server's message, announced at once. */
export function FormAlert({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800">
      {message}
    </p>
  );
}

export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70"
    >
      {sending ? sendingLabel : label}
    </button>
  );
}

/** The confirmation once an enquiry is saved. */
export function SentMessage({
  message,
  againLabel,
  onAgain,
}: {
  message: string;
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <div role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-5">
      <p className="font-semibold text-emerald-900">{message}</p>
      <button
        type="button"
        onClick={onAgain}
        className="mt-4 inline-flex min-h-11 items-center rounded-md border border-emerald-800 px-4 font-semibold text-emerald-900 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
      >
        {againLabel}
      </button>
    </div>
  );
}
