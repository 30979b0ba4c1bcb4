import { describe, expect, it } from 'vitest';
import { withoutRouterStream } from './router-stream.ts';
import { UnexpectedPageError } from './unexpected-page-error.ts';

// The end of a page as React Router 7 prerenders it with React 19: its context, the boot script,
// two Suspense boundaries awaiting hidden segments of stream data, and React's reveal scripts.
const context =
  '<script>window.__reactRouterContext = {"basename":"/","isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(c){window.__reactRouterContext.streamController = c;}}).pipeThrough(new TextEncoderStream());</script>';
const boot = '<script type="module" async="">function hydrate(){import("/a.js")}</script>';
const stream = [
  '<!--$?--><template id="B:0"></template><!--/$-->',
  '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");</script><!--$?--><template id="B:1"></template><!--/$--></div>',
  '<script>$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){}};\n$RC=function(b,c){};$RC("B:0","S:0")</script>',
  '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div>',
  '<script>$RC("B:1","S:1")</script>',
].join('');
const page = (body: string) =>
  `<html><head><script>document.documentElement.dataset.theme="light"</script></head><body><main><h1>Pricing</h1></main>${body}</body></html>`;

describe('withoutRouterStream', () => {
  const html = withoutRouterStream(page(`${context}${boot}${stream}`));

  it("removes React Router's context, its data segments and React's reveal scripts", () => {
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toContain('$RC');
    expect(html).not.toContain('$RT');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('hidden id="S:');
  });

  it("keeps the page, its other inline scripts and the islands' boot script", () => {
    expect(html).toBe(page(boot));
  });

  it('stops the build when a part of the stream has a shape it does not know', () => {
    const changed = stream.replace('$RC("B:1","S:1")', '$RC("B:1","S:1",true)');
    expect(() => withoutRouterStream(page(`${context}${boot}${changed}`))).toThrow(
      UnexpectedPageError,
    );
  });

  it('stops the build on a segment that carries more than stream data', () => {
    const content = stream.replace(
      '<div hidden id="S:1">',
      '<div hidden id="S:1"><p>Loaded later</p>',
    );
    expect(() => withoutRouterStream(page(`${context}${boot}${content}`))).toThrow(
      UnexpectedPageError,
    );
  });
});
