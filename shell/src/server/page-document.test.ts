import { jsonForHtml, pageDocument, takeLeadingHeadTags, withLowPriorityScripts } from './page-document';
import { readServerRenderedPage, SERVER_DATA_ELEMENT_ID } from '../platform/server-rendered';

const TEMPLATE = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';

describe('the server-rendered document', () => {
  it('puts the markup in #root, marked, the styles in <head> and the data after #root', () => {
    const html = pageDocument(TEMPLATE, {
      body: '<main>Hyundai Creta</main>',
      styles: '<style data-styled="active">.a{}</style>',
      snapshot: [{ queryKey: ['car', '1'], data: { carName: 'Hyundai Creta' }, updatedAt: 5 }],
    });
    expect(html).toContain('<style data-styled="active">.a{}</style></head>');
    expect(html).toContain('<div id="root" data-server-rendered><main>Hyundai Creta</main></div>');
    expect(html).toContain(`<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">[{"queryKey":["car","1"]`);
  });

  it("moves the page's own title, meta and canonical link into <head>, its title replacing the template's", () => {
    const html = pageDocument(TEMPLATE, {
      body: '<title>Used Hyundai Creta | CarMarket</title><meta name="description" content="d"/><link rel="canonical" href="https://x/buy-car/1"/><main>Hyundai Creta<title>not leading</title></main>',
      styles: '<style>.a{}</style>',
      snapshot: [],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<title>Used Hyundai Creta | CarMarket</title><meta name="description" content="d"/><link rel="canonical" href="https://x/buy-car/1"/><style>',
    );
    expect(head).not.toContain('<title>t</title>');
    expect(html).toContain('<div id="root" data-server-rendered><main>Hyundai Creta<title>not leading</title></main></div>');
    expect(pageDocument(TEMPLATE, { body: '<main>x</main>', styles: '', snapshot: [] })).toContain('<title>t</title>');
    expect(takeLeadingHeadTags('<main><title>a</title></main>')).toEqual({ headTags: '', rest: '<main><title>a</title></main>' });
  });

  it('writes data that cannot close its element', () => {
    const json = jsonForHtml({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageDocument('<body></body>', { body: '', styles: '', snapshot: [] })).toThrow(/no <div id="root">/);
  });

  it('is read back by the browser only when the server marked #root', () => {
    document.body.innerHTML = pageDocument(TEMPLATE, {
      body: '<p>x</p>',
      styles: '',
      snapshot: [{ queryKey: ['car', '1'], data: { carName: '<b>' }, updatedAt: 5 }],
    }).replace(/^.*<body>|<\/body>.*$/g, '');
    expect(readServerRenderedPage(document.getElementById('root')!)).toEqual({
      snapshot: [{ queryKey: ['car', '1'], data: { carName: '<b>' }, updatedAt: 5 }],
    });
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerRenderedPage(document.getElementById('root')!)).toBeNull();
  });

  it('loads the start-up scripts at low priority: the page is in the HTML, and they share the network with its images', () => {
    const template =
      '<html><head><link rel="preload" as="script" href="/main.1.js" fetchpriority="high"><link rel="preload" as="script" href="/2.js">' +
      '<script defer="defer" src="/main.1.js" fetchpriority="high"></script><script type="application/ld+json">{}</script></head>' +
      '<body><div id="root"></div></body></html>';
    expect(withLowPriorityScripts(template)).toBe(
      '<html><head><link rel="preload" as="script" href="/main.1.js" fetchpriority="low"><link rel="preload" as="script" href="/2.js" fetchpriority="low">' +
        '<script defer="defer" src="/main.1.js" fetchpriority="low"></script><script type="application/ld+json">{}</script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    const rendered = pageDocument(template, { body: '<main>Hyundai Creta</main>', styles: '', snapshot: [] });
    expect(rendered).not.toContain('fetchpriority="high"');
    expect(rendered).toContain('<script defer="defer" src="/main.1.js" fetchpriority="low">');
  });
});
