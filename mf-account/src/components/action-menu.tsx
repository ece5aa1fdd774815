// Menu button (WAI-ARIA menu pattern): arrow keys move, Escape closes and returns focus,
// a click outside closes. Items are actions or links.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { StyledMenu, StyledMenuButton, StyledMenuItem, StyledMenuRoot } from './action-menu.styles';

export type ActionMenuItem = { label: string; onSelect: () => void; danger?: boolean } | { label: string; to: string };

interface ActionMenuProps {
  /** Accessible name of the menu button, e.g. 'Actions for Hyundai Creta'. */
  label: string;
  items: readonly ActionMenuItem[];
}

export function ActionMenu({ label, items }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const elements = itemRefs.current.filter((el): el is HTMLElement => el !== null);
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => elements[(i + elements.length) % elements.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(elements.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <StyledMenuRoot ref={rootRef}>
      <StyledMenuButton
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span aria-hidden="true">⋮</span>
      </StyledMenuButton>
      {open && (
        <StyledMenu id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {items.map((item, i) => (
            <li key={item.label} role="none">
              {'to' in item ? (
                <StyledMenuItem
                  as={Link}
                  to={item.to}
                  role="menuitem"
                  tabIndex={-1}
                  ref={(el: HTMLElement | null) => {
                    itemRefs.current[i] = el;
                  }}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </StyledMenuItem>
              ) : (
                <StyledMenuItem
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  $danger={item.danger}
                  ref={(el: HTMLElement | null) => {
                    itemRefs.current[i] = el;
                  }}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                >
                  {item.label}
                </StyledMenuItem>
              )}
            </li>
          ))}
        </StyledMenu>
      )}
    </StyledMenuRoot>
  );
}
