import { describe, expect, it } from 'vitest';
import { budgets, overBudget } from './budget';
import { firstLoadAssets, staticImports } from './bundle';

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

describe('staticImports', () => {
  it('finds the chunks a minified chunk imports statically, not dynamic imports', () => {
    const code = `import{a as e,b as t}from"./vendor-B1.js";import"./ProductCard-C2.js";import{x}from "./GoodsList-D3.js";const l=()=>import("./Drawer-E4.js");`;
    expect(staticImports(code)).toEqual(['vendor-B1.js', 'ProductCard-C2.js', 'GoodsList-D3.js']);
  });
});

describe('overBudget (issue #16: byte budgets may fail the test command)', () => {
  it('passes figures within the budgets and names each one over', () => {
    const within = { firstLoad: budgets.firstLoad, frame: budgets.frame, routes: { ...budgets.routes } };
    expect(overBudget(within)).toEqual([]);
    const over = {
      firstLoad: budgets.firstLoad + 1,
      frame: budgets.frame + 1,
      routes: { ...budgets.routes, '/goods': budgets.routes['/goods'] + 1 },
    };
    expect(overBudget(over)).toEqual([
      `first load ${budgets.firstLoad + 1} B > ${budgets.firstLoad} B`,
      `the frame's islands ${budgets.frame + 1} B > ${budgets.frame} B`,
      `/goods ${budgets.routes['/goods'] + 1} B > ${budgets.routes['/goods']} B`,
    ]);
  });
});
