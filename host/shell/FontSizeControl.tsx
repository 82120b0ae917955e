import { useId } from 'react';
import { useT } from '../../src/i18n/use-t.ts';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, fontSize, setFontSize } from '../../src/preferences/font-size.ts';
import { useValue } from '../../src/react/use-value.ts';

/** The GUI scale of spec 1 §2 "Settings", in percent; every widget on the page follows it. */
export function FontSizeControl() {
  const t = useT();
  const id = useId();
  const size = useValue(fontSize);
  return (
    <div className="tj-field">
      <label htmlFor={id}>{t('host.fontSize')}</label>
      <input
        id={id}
        type="range"
        // A partner page's message may have set 50, below the settings' own minimum (spec 2 §9.1).
        min={Math.min(FONT_SIZE_MIN, size)}
        max={FONT_SIZE_MAX}
        step={5}
        value={size}
        aria-valuetext={`${size}%`}
        onChange={(event) => setFontSize(Number(event.target.value))}
      />
      <output htmlFor={id}>{size}%</output>
    </div>
  );
}
