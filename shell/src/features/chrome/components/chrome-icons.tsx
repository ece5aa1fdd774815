// Small inline icons of the chrome; decorative, the surrounding control carries the name.
const iconProps = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function MenuIcon() {
  return (
    <svg {...iconProps} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function PinIcon() {
  return (
    <svg {...iconProps} width={18} height={18} fill="currentColor">
      <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
    </svg>
  );
}

export function ChevronDownIcon() {
  return (
    <svg {...iconProps} width={18} height={18} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function LogoMark() {
  return (
    <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b5cad" />
      <path
        d="M6 19.5c0-1.2.8-2 2-2.2l2.6-.4 2.3-3.3c.5-.7 1.3-1.1 2.1-1.1h3.6c.8 0 1.5.3 2 .9l2.7 3.3 1.6.3c1.2.2 2.1 1.2 2.1 2.4V21c0 .6-.4 1-1 1H7c-.6 0-1-.4-1-1v-1.5Z"
        fill="#fff"
      />
      <circle cx="11" cy="22" r="2.6" fill="#f26b1d" />
      <circle cx="21.5" cy="22" r="2.6" fill="#f26b1d" />
    </svg>
  );
}
