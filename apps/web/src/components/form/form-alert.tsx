import { serverText } from '../../i18n/server-texts';
/** A form's failure message, in red above the form, announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-700"
    >
      {serverText(message)}
    </p>
  );
}
