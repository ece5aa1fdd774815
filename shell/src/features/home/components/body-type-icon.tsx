// Side silhouettes of the six home body types; decorative.
const PATHS: Readonly<Record<string, string>> = {
  Hatchback: 'M6 30 Q7 22 16 21 L24 13 Q27 11 32 11 L46 11 Q52 12 54 20 L58 22 Q62 23 62 28 L62 32 L6 32 Z',
  SUV: 'M4 31 L4 22 Q5 18 10 17 L16 9 Q18 7 22 7 L50 7 Q54 7 56 11 L60 17 Q64 18 64 23 L64 31 Z',
  Sedan: 'M3 30 Q4 23 12 22 L22 21 L30 13 Q33 11 38 11 L48 11 Q53 12 56 19 L64 22 Q67 24 67 29 L67 31 L3 31 Z',
  MUV: 'M4 31 L4 21 Q5 17 10 16 L20 9 Q22 8 26 8 L56 8 Q60 8 61 12 L63 17 Q66 19 66 24 L66 31 Z',
  Convertible: 'M3 30 Q4 24 12 23 L28 22 L32 17 L36 22 L58 22 Q66 23 67 28 L67 31 L3 31 Z',
  Coupe: 'M3 30 Q4 24 12 22 L24 20 Q34 10 44 11 Q54 12 60 20 Q67 22 67 29 L67 31 L3 31 Z',
};

export function BodyTypeIcon({ bodyType }: { bodyType: string }) {
  return (
    <svg width="70" height="40" viewBox="0 0 70 40" aria-hidden="true" focusable="false">
      <path d={PATHS[bodyType] ?? PATHS.Sedan} fill="currentColor" />
      <circle cx="18" cy="32" r="5" fill="#1c2430" />
      <circle cx="52" cy="32" r="5" fill="#1c2430" />
    </svg>
  );
}
