/** A link-styled button under a form (to the other modal, back a step), with an optional lead-in sentence. */
export function FormLink({ lead, label, onClick }: { lead?: string; label: string; onClick: () => void }) {
  return (
    <p className="form-links">
      {lead === undefined ? null : <span>{lead}</span>}
      <button type="button" className="link-button" onClick={onClick}>
        {label}
      </button>
    </p>
  );
}
