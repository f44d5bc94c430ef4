/** A status as a coloured chip (orders, tickets): `tone` gives its colours, `testId` and `status` let tests read it. */
export function StatusChip(props: { tone: string; label: string; testId: string; status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${props.tone}`}
      data-testid={props.testId}
      data-status={props.status}
    >
      {props.label}
    </span>
  );
}
