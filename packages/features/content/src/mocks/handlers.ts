import { contentPaths, type Advert } from '@mall/contract';
import { delay, http, HttpResponse } from 'msw';
import type { TopicSummary } from '../api/contentApi';

const paths = contentPaths('mall');
const ok = <T>(data: T) => HttpResponse.json({ code: 200, msg: 'success', data });
const art = (label: string, color: string, w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${color}"/><text x="${w / 2}" y="${h / 2}" font-size="${h / 8}" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;

export const banners: Advert[] = [
  { id: 1, tagValue: 1, title: '古法金 · 新春系列', srcLink: art('古法金 · 新春系列', '#a4141d', 1200, 400), jumpLink: '/goodsList?keyword=古法金', isVideo: false },
  { id: 2, tagValue: 1, title: '臻钻婚嫁 · 一生挚爱', srcLink: art('臻钻婚嫁', '#1c2a3a', 1200, 400), jumpLink: '/d?id=2', isVideo: false },
];

export const topics: TopicSummary[] = [
  { id: 1, title: '婚嫁三金', subtitle: '足金手镯、项链与戒指，寓意圆满', coverSrc: art('婚嫁三金', '#8a6a1c', 400, 300), isHomeFloor: true, mouldNos: ['JYG00001', 'JYG00002', 'JYG00003'] },
  { id: 2, title: '臻钻对戒', subtitle: '18K金钻石对戒，刻字定制', coverSrc: art('臻钻对戒', '#34506b', 400, 300), isHomeFloor: true, mouldNos: ['JYD00011', 'JYD00012'] },
  { id: 3, title: '金条金章', subtitle: '足金 999.9 投资收藏', coverSrc: art('金条金章', '#7a4a12', 400, 300), isHomeFloor: false, mouldNos: ['JYB00001'] },
];

/** MSW handlers answering the home's calls like the reference server. */
export const contentHandlers = {
  default: [
    http.get(paths.getAd, ({ request }) => ok(new URL(request.url).searchParams.get('tagValue') === '1' ? banners : [])),
    http.get(paths.topic, () => ok(topics)),
  ],
  empty: [http.get(paths.getAd, () => ok([])), http.get(paths.topic, () => ok([]))],
  loading: [
    http.get(paths.getAd, async () => {
      await delay('infinite');
      return ok([]);
    }),
    http.get(paths.topic, async () => {
      await delay('infinite');
      return ok([]);
    }),
  ],
  failing: [http.get(paths.getAd, () => ok([])), http.get(paths.topic, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 }))],
};
