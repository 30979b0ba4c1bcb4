import { describe, expect, it } from 'vitest';
import { staticImportsOf } from './defer-built-hydration.ts';

describe('staticImportsOf', () => {
  it('reads the static imports the bundler writes, resolved against the module', () => {
    const source = [
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/contact-1.js"])))=>i.map(i=>d[i]);',
      'import{r as e}from"./rolldown-runtime-2.js";import"./styles-3.js";',
      'import * as n from "../vendor/framework-4.js";export{a as b}from"./site-5.js";',
      'var l=()=>import("./contact-1.js");',
    ].join('\n');
    expect(staticImportsOf(source, '/assets/demo-6.js')).toEqual([
      '/assets/rolldown-runtime-2.js',
      '/assets/styles-3.js',
      '/vendor/framework-4.js',
      '/assets/site-5.js',
    ]);
  });
});
