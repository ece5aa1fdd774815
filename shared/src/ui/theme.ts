// Design tokens. Components take every colour, space and breakpoint from here.
export const theme = {
  colors: {
    brand: '#0b5cad',
    brandDark: '#084887',
    brandSoft: '#e8f1fb',
    accent: '#f26b1d',
    text: '#1c2430',
    textMuted: '#556070',
    border: '#d5dbe3',
    surface: '#ffffff',
    background: '#f5f7fa',
    danger: '#b3261e',
    success: '#1e7b34',
    overlay: 'rgba(12, 18, 28, 0.55)',
    focus: '#ffbf47',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  },
  shadow: { card: '0 1px 3px rgba(16, 24, 40, 0.12)', raised: '0 8px 24px rgba(16, 24, 40, 0.18)' },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  media: {
    sm: '@media (min-width: 640px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    xl: '@media (min-width: 1280px)',
  },
  layout: { headerHeight: '64px', maxWidth: '1280px' },
  zIndex: { header: 100, drawer: 200, modal: 300, toast: 400 },
} as const;

export type AppTheme = typeof theme;
