import { jsonForHtml, pageDocument, STARTUP_SCRIPTS_AT_THE_LATEST_MS, takeLeadingHeadTags } from './page-document';
import { readServerRenderedPage, SERVER_DATA_ELEMENT_ID } from '../platform/server-rendered';

const TEMPLATE = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';

describe('the server-rendered document', () => {
  it('puts the markup in #root, marked, the styles in <head> and the data after #root', () => {
    const html = pageDocument(TEMPLATE, {
      body: '<main>Hyundai Creta</main>',
      styles: '<style data-styled="active">.a{}</style>',
      snapshot: [{ queryKey: ['car', '1'], data: { carName: 'Hyundai Creta' }, updatedAt: 5 }],
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
      snapshot: [{ queryKey: ['car', '1'], data: { carName: '<b>' }, updatedAt: 5 }],
      nonce: 'n',
    }).replace(/^.*<body>|<\/body>.*$/g, '');
    expect(readServerRenderedPage(document.getElementById('root')!)).toEqual({
      snapshot: [{ queryKey: ['car', '1'], data: { carName: '<b>' }, updatedAt: 5 }],
    });
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerRenderedPage(document.getElementById('root')!)).toBeNull();
  });

  it("loads the start-up scripts after the page's images and a frame, in order, from a loader carrying the nonce", () => {
    const template =
      '<html><head><link rel="preload" as="script" href="/main.1.js" fetchpriority="high"><link rel="preload" as="script" href="/2.js">' +
      '<script defer="defer" src="/main.1.js" fetchpriority="high"></script><script type="application/ld+json">{}</script></head>' +
      '<body><div id="root"></div></body></html>';
    const rendered = pageDocument(template, { body: '<main>Hyundai Creta</main>', styles: '', snapshot: [], nonce: 'n0nce' });
    expect(rendered).not.toMatch(/<link rel="preload" as="script"|<script defer/);
    expect(rendered).toContain('<script type="application/ld+json">{}</script>');
    const loader = /<script nonce="n0nce">(.*?)<\/script>/.exec(rendered)?.[1] ?? '';
    expect(loader).toContain('["/2.js"],["/main.1.js"]');

    // Run in a page: nothing is requested before the page's load event and a frame, then the preload and the script, in order.
    const run = (whenStarted: () => void) => {
      document.head.innerHTML = '';
      const frames: FrameRequestCallback[] = [];
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
      vi.useFakeTimers();
      try {
        new Function(loader)();
        vi.advanceTimersByTime(STARTUP_SCRIPTS_AT_THE_LATEST_MS - 1);
        frames.splice(0).forEach((callback) => callback(0));
        vi.advanceTimersByTime(0);
        expect(document.head.querySelectorAll('script, link')).toHaveLength(0);
        whenStarted();
        frames.splice(0).forEach((callback) => callback(0));
        vi.runOnlyPendingTimers();
        return [...document.head.children].map((element) =>
          element instanceof HTMLScriptElement
            ? `script ${new URL(element.src).pathname} async=${element.async}`
            : `${(element as HTMLLinkElement).rel} ${new URL((element as HTMLLinkElement).href).pathname}`,
        );
      } finally {
        vi.useRealTimers();
        vi.restoreAllMocks();
      }
    };
    const loaded = ['preload /2.js', 'script /main.1.js async=false'];
    expect(run(() => window.dispatchEvent(new Event('load')))).toEqual(loaded);
    // An image that never loads holds them STARTUP_SCRIPTS_AT_THE_LATEST_MS at most.
    expect(run(() => vi.advanceTimersByTime(1))).toEqual(loaded);
  });
});
