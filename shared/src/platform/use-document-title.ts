import { useEffect } from 'react';

export const SITE_NAME = 'CarMarket';

export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
