import { documentParsed, readServerRenderedPage, SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from './server-rendered';

const SNAPSHOT = [{ queryKey: ['car-listing', ''], data: { total: 250 } }];

/** A streamed page as the browser has it part way: the markup is in, the data the server hands over is not yet. */
function streamingDocument() {
  const doc = document.implementation.createHTMLDocument('');
  Object.defineProperty(doc, 'readyState', { value: 'loading', configurable: true });
  const root = doc.createElement('div');
  root.id = 'root';
  root.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
  doc.body.append(root);
  const arrive = () => {
    const data = doc.createElement('script');
    data.type = 'application/json';
    data.id = SERVER_DATA_ELEMENT_ID;
    data.textContent = JSON.stringify(SNAPSHOT);
    doc.body.append(data);
    Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
    doc.dispatchEvent(new Event('DOMContentLoaded'));
  };
  return { doc, root, arrive };
}

describe('the data a streamed server page hands over', () => {
  it('is read once the document has arrived, not while its tail is still streaming', async () => {
    const { doc, root, arrive } = streamingDocument();
    let parsed = false;
    const waiting = documentParsed(doc).then(() => {
      parsed = true;
    });
    await Promise.resolve();
    expect(parsed).toBe(false);
    arrive();
    await waiting;
    expect(readServerRenderedPage(root, doc)).toEqual({ snapshot: SNAPSHOT });
  });

  it('goes on at once when the document is already in', async () => {
    const doc = document.implementation.createHTMLDocument('');
    Object.defineProperty(doc, 'readyState', { value: 'complete', configurable: true });
    await expect(documentParsed(doc)).resolves.toBeUndefined();
  });

  it('is nothing for a page rendered in the browser only', () => {
    const root = document.createElement('div');
    expect(readServerRenderedPage(root)).toBeNull();
  });
});
