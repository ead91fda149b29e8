import { sampleThumb } from '../../../samples/artwork';
import type { BagLineData, BagLineLabels } from './BagLine';

/** Story copy for the bag (zh-CN; the story copy dictionaries map it for zh-TW and en). */
export const sampleBagLineLabels: BagLineLabels = {
  select: (title) => `选择 ${title}`,
  remove: '删除',
  removeFor: (title) => `删除 ${title}`,
  quantity: '数量',
  decrease: '减少数量',
  increase: '增加数量',
  updating: '更新中',
  original: '原价',
  current: '现价',
  invalid: '失效',
  presell: '预售价',
  deposit: '定金',
  depositSwell: '定金抵扣',
};

export const sampleRingLine: BagLineData = {
  id: '101|ringSize:12',
  title: '足金999 古法传承福字戒指',
  href: '/goods?mouldNo=JYG00001',
  thumb: sampleThumb('#c9a24a'),
  subtitle: '金缘 · 古法传承',
  facts: [
    { label: '金重', value: '3.25g' },
    { label: '圈口', value: '12' },
  ],
  shopFen: 337_163,
  buyNum: 1,
  stock: 5,
  isValid: true,
};

export const sampleDiamondLine: BagLineData = {
  id: '102|ringSize:8',
  title: '18K金六爪钻石戒指',
  href: '/goods?mouldNo=JYD00001',
  thumb: sampleThumb('#8fb3d9'),
  subtitle: '金缘·臻钻 · 永恒之约',
  facts: [
    { label: '净度', value: 'VS1' },
    { label: '颜色', value: 'F' },
    { label: '克拉', value: '0.30' },
    { label: '圈口', value: '8' },
  ],
  shopFen: 358_000,
  promoFen: 322_000,
  buyNum: 2,
  stock: 2,
  isValid: true,
};

export const samplePresaleLine: BagLineData = {
  id: '103|',
  title: '足金生肖兔 新春预售摆件',
  thumb: sampleThumb('#a4141d'),
  facts: [{ label: '金重', value: '12.00g' }],
  shopFen: 1_288_800,
  buyNum: 1,
  stock: 30,
  isValid: true,
  presale: {
    presellFen: 1_288_800,
    depositFen: 50_000,
    depositSwellFen: 100_000,
    finalPayText: '尾款 2027-01-10 至 2027-01-20',
  },
};

export const sampleInvalidLine: BagLineData = {
  id: '104|',
  title: '足金素圈戒指',
  thumb: sampleThumb('#b8b8c0'),
  shopFen: 99_900,
  buyNum: 1,
  stock: 0,
  isValid: false,
  invalidText: '已售罄',
};
