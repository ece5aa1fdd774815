import { PageHead } from '@carmarket/shared';
import { STATIC_PAGES, type StaticPageName } from '../static-page-content';
import { StyledArticle } from './static-page.styles';

export function StaticPage({ page }: { page: StaticPageName }) {
  const content = STATIC_PAGES[page];
  return (
    <StyledArticle>
      <PageHead title={content.title} description={content.lead} path={`/${page}`} />
      <h1>{content.title}</h1>
      <p>{content.lead}</p>
      {content.body}
    </StyledArticle>
  );
}
