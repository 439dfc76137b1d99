import { useId } from 'react';

/**
 * A yes/no setting, saved as it changes; disabled while its save is under way, or when the player may not change it
 * (then the hint says why, before any tick, and is read out with the box).
 */
export function SettingCheckbox({
  label,
  checked,
  saving,
  onChange,
  unavailable = false,
  hint,
}: {
  label: string;
  checked: boolean;
  saving: boolean;
  onChange: (checked: boolean) => void;
  unavailable?: boolean;
  hint?: string;
}) {
  const hintId = useId();
  return (
    <div className="profile-check-field">
      <label className="profile-check">
        <input
          type="checkbox"
          checked={checked}
          disabled={saving || unavailable}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="profile-check__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
