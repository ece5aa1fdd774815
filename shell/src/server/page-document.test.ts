import { jsonForHtml, pageDocument, takeLeadingHeadTags } from './page-document';
import { signalHydrated } from '../platform/hydration-signal';
import { readServerRenderedPage, SERVER_DATA_ELEMENT_ID } from '../platform/server-rendered';

const TEMPLATE = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';

describe('the server-rendered document', () => {
  it('puts the markup in #root, marked, the styles in <head> and the data after #root', () => {
    const html = pageDocument(TEMPLATE, {
      body: '<main>Hyundai Creta</main>',
      styles: '<style data-styled="active">.a{}</style>',
      snapshot: [{ queryKey: ['car', '1'], data: { carName: 'Hyundai Creta' } }],
      nonce: 'n',
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
      nonce: 'n',
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<title>Used Hyundai Creta | CarMarket</title><meta name="description" content="d"/><link rel="canonical" href="https://x/buy-car/1"/><style>',
    );
    expect(head).not.toContain('<title>t</title>');
    expect(html).toContain('<div id="root" data-server-rendered><main>Hyundai Creta<title>not leading</title></main></div>');
    expect(pageDocument(TEMPLATE, { body: '<main>x</main>', styles: '', snapshot: [], nonce: 'n' })).toContain('<title>t</title>');
    expect(takeLeadingHeadTags('<main><title>a</title></main>')).toEqual({ headTags: '', rest: '<main><title>a</title></main>' });
  });

  it('writes data that cannot close its element', () => {
    const json = jsonForHtml({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageDocument('<body></body>', { body: '', styles: '', snapshot: [], nonce: 'n' })).toThrow(/no <div id="root">/);
  });

  it('is read back by the browser only when the server marked #root', () => {
    document.body.innerHTML = pageDocument(TEMPLATE, {
      body: '<p>x</p>',
      styles: '',
      snapshot: [{ queryKey: ['car', '1'], data: { carName: '<b>' } }],
      nonce: 'n',
    }).replace(/^.*<body>|<\/body>.*$/g, '');
    expect(readServerRenderedPage(document.getElementById('root')!)).toEqual({
      snapshot: [{ queryKey: ['car', '1'], data: { carName: '<b>' } }],
    });
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerRenderedPage(document.getElementById('root')!)).toBeNull();
  });

  const BUILT_TEMPLATE =
    '<html><head><link rel="preload" as="script" href="/main.1.js" fetchpriority="high"><link rel="preload" as="script" href="/2.js">' +
    '<script defer="defer" src="/main.1.js" fetchpriority="high"></script><script type="application/ld+json">{}</script></head>' +
    '<body><div id="root"></div></body></html>';

  /** The document's inline scripts: their attributes and their text. */
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script( nonce="[^"]*")?>(.*?)<\/script>/g)].map(([, nonce, text]) => ({ nonce, text }));

  it('replaces the start-up tags by the early-input script and the loader, compiled and minified, each with the nonce', () => {
    const rendered = pageDocument(BUILT_TEMPLATE, { body: '<main>Hyundai Creta</main>', styles: '', snapshot: [], nonce: 'n0nce' });
    expect(rendered).not.toMatch(/<link rel="preload" as="script"|<script defer/);
    expect(rendered).toContain('<script type="application/ld+json">{}</script>');
    const scripts = inlineScripts(rendered);
    expect(scripts.map((script) => script.nonce)).toEqual([' nonce="n0nce"', ' nonce="n0nce"']);
    const [earlyInput, loader] = scripts.map((script) => script.text);
    // Where the template's first start-up tag was, in <head>: before any markup a visitor can use.
    expect(rendered.indexOf(earlyInput!)).toBeLessThan(rendered.indexOf('</head>'));
    expect(loader).toMatch(/\(\["\/2\.js"\],\["\/main\.1\.js"\]\)$/);
    // Minified: no comments, no indentation, a few kB at most (early-input, the larger, is 4.2 kB since
    // it holds a select's change too; every document carries it).
    for (const text of [earlyInput!, loader!]) {
      expect(text).not.toMatch(/\/\/|\/\*|\n {2}/);
      expect(text.length).toBeLessThan(4500);
    }
    // A crawler's page has nothing to click: the loader alone.
    const crawlers = pageDocument(BUILT_TEMPLATE, { body: '<main>x</main>', styles: '', snapshot: [], nonce: 'n', earlyInput: false });
    expect(inlineScripts(crawlers).map((script) => script.text)).toEqual([loader]);
  });

  it('runs in a page as its modules do: the loader adds main.js after the first frame, a click before hydration waits for React', () => {
    const [earlyInput, loader] = inlineScripts(pageDocument(BUILT_TEMPLATE, { body: '', styles: '', snapshot: [], nonce: 'n' })).map(
      (script) => script.text,
    );
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers();
    try {
      document.head.innerHTML = '';
      new Function(loader!)();
      frames.splice(0).forEach((callback) => callback(0));
      vi.advanceTimersByTime(0);
      expect([...document.head.querySelectorAll('script')].map((script) => new URL(script.src).pathname)).toEqual(['/main.1.js']);

      new Function(earlyInput!)();
      document.body.innerHTML = '<div id="root" data-server-rendered><button type="button">Login / Register</button></div>';
      const button = document.querySelector('button')!;
      const clicks = vi.fn();
      button.click();
      // What React leaves on an element it has hydrated and committed: its props and its node, under the root.
      const root = { tag: 3, flags: 0, alternate: {}, return: null };
      Object.assign(button, { __reactProps$test: {}, __reactFiber$test: { tag: 5, flags: 0, alternate: null, return: root } });
      button.addEventListener('click', clicks);
      expect(clicks).not.toHaveBeenCalled();
      signalHydrated();
      expect(clicks).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
