/**
 * XSS payloads (issue #17 §3), generated rather than copied: the vectors of the public cheat sheets (script, event
 * handlers on elements that fire by themselves, javascript: URLs, srcdoc, foreign-content and raw-text mutation
 * tricks) × the context breaks a stored value meets (attribute, comment, raw-text elements) × the spellings
 * filters miss (case, slashes for spaces, entities, control characters). Each calls `__xss(n)` with its own
 * number, so a test knows which one ran.
 */
const vectors: ((n: number) => string)[] = [
  (n) => `<script>__xss(${n})</script>`,
  (n) => `<img src=x onerror=__xss(${n})>`,
  (n) => `<svg onload=__xss(${n})>`,
  (n) => `<svg><animate onbegin=__xss(${n}) attributeName=x dur=1s>`,
  (n) => `<body onload=__xss(${n})>`,
  (n) => `<iframe srcdoc="<script>parent.__xss(${n})</script>"></iframe>`,
  (n) => `<details open ontoggle=__xss(${n})>`,
  (n) => `<input autofocus onfocus=__xss(${n})>`,
  (n) => `<video><source onerror=__xss(${n})></video>`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${n})>`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=__xss(${n})>">`,
  (n) => `<a href="javascript:__xss(${n})">链接</a>`,
  (n) => `<a href="&#106;avascript:__xss(${n})">链接</a>`,
  (n) => `<object data="javascript:__xss(${n})"></object>`,
  (n) => `<embed src="javascript:__xss(${n})">`,
  (n) => `<form><button formaction="javascript:__xss(${n})">提交</button></form>`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${n})">`,
  (n) => `<style>@import 'javascript:__xss(${n})';</style>`,
  (n) => `<marquee onstart=__xss(${n})>走马灯</marquee>`,
  (n) => `<template><img src=x onerror=__xss(${n})></template><img src=x onerror=__xss(${n})>`,
];

/** What a stored value may be closed inside of before the vector starts. */
const breaks = ['', '">', "'>", '</textarea></title></style>', '--><!--<x "-->'];

/** Spellings that filters written for the plain form miss. */
const spellings: ((payload: string) => string)[] = [
  (payload) => payload,
  (payload) => payload.replace(/<([a-z]+)/g, (_match, tag: string) => `<${tag.toUpperCase()}`),
  (payload) => payload.replace(/ (on[a-z]+)=/g, '/$1=').replace(/\s/g, '\t'),
];

export function xssPayloads(): { n: number; payload: string }[] {
  const out: { n: number; payload: string }[] = [];
  for (const vector of vectors)
    for (const opening of breaks)
      for (const spell of spellings) {
        const n = out.length + 1;
        out.push({ n, payload: `${opening}${spell(vector(n))}` });
      }
  return out;
}
