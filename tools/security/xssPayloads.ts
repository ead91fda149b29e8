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

/**
 * Payloads for short fields and fields that refuse markup (a member's name turns away `<` and `>`, and takes 20
 * characters): breaking out of an attribute or a script string, a javascript: URL, template syntax, Unicode line
 * breaks, entities a second decoding would turn into markup, a comment end. Numbered on from {@link xssPayloads}
 * (301 …) so no two payloads share a number; a sink takes those that fit its length.
 */
export function shortPayloads(): { n: number; payload: string }[] {
  const vectors: ((n: number) => string)[] = [
    (n) => `"onclick=__xss(${n})`,
    (n) => `'onclick=__xss(${n})`,
    (n) => `";__xss(${n});//`,
    (n) => `';__xss(${n});//`,
    (n) => `{{__xss(${n})}}`,
    (n) => `\${__xss(${n})}`,
    (n) => `\`;__xss(${n})//`,
    (n) => `\u2028__xss(${n})//`,
    (n) => `javascript:__xss(${n})`,
    (n) => `"/onmouseover=__xss(${n})`,
    (n) => `&#60;a onclick=__xss(${n})`,
    (n) => `&lt;img src=x onerror=__xss(${n})`,
    (n) => `--><b onclick=__xss(${n})>`,
    (n) => `<b/onclick=__xss(${n})>`,
    (n) => `<x onclick=__xss(${n})>`,
    (n) => `<svg/onload=__xss(${n})>`,
  ];
  const first = xssPayloads().length + 1;
  return vectors.map((vector, index) => ({ n: first + index, payload: vector(first + index) }));
}
