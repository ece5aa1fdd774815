import { useEffect } from 'react';
import { SITE_NAME } from '../seo/site';

export { SITE_NAME };

export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
