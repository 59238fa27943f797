/** The auth forms' full-width submit button: disabled, and saying so, while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button className="button button--primary button--block" type="submit" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
