import styled, { css } from 'styled-components';
import { visuallyHidden } from './style-blocks/visually-hidden';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean; $size?: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ $size }) => ($size === 'sm' ? '36px' : '44px')};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  text-decoration: none;
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.brand};
          border-color: ${theme.colors.brand};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: #fff;
        `;
      default:
        return css`
          background: ${theme.colors.brand};
          color: #fff;
          &:hover:not(:disabled) {
            background: ${theme.colors.brandDark};
          }
        `;
    }
  }}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
