import { describe, expect, it } from 'vitest';
import { firstLoadAssets } from './bundle';

describe('firstLoadAssets', () => {
  it('finds the entry script, modulepreloads and stylesheets, once each', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c.css">
      <link rel="icon" href="/brand/logo.svg">
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">`;
    expect(firstLoadAssets(html)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js', '/assets/index-c.css']);
  });
});
