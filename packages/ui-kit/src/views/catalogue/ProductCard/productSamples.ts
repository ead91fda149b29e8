import { sampleThumb } from '../../../samples/artwork';
import type { ProductCardData, ProductCardLabels } from './ProductCard';

export const sampleProductLabels: ProductCardLabels = {
  hot: '热卖',
  new: '新品',
  from: '起',
  original: '原价',
  current: '现价',
};

export const sampleRing: ProductCardData = {
  id: 'JY10001',
  href: '/goods?mouldNo=JY10001',
  thumb: sampleThumb('#c9a24a'),
  title: '足金999 古法传承素圈戒指',
  subtitle: '金缘 · 古法传承',
  shopFen: 358000,
  isFrom: true,
  isHot: true,
  labels: ['满2件9折'],
};
export const sampleDiamond: ProductCardData = {
  id: 'JY10002',
  href: '/goods?mouldNo=JY10002',
  thumb: sampleThumb('#8fb3d9'),
  title: '18K金 一克拉钻石求婚戒指 六爪经典款',
  subtitle: '金缘 · 挚爱',
  shopFen: 1288800,
  promoFen: 999900,
  isNew: true,
};

export const sampleProducts: ProductCardData[] = [
  sampleRing,
  sampleDiamond,
  {
    id: 'JY10003',
    href: '/goods?mouldNo=JY10003',
    thumb: sampleThumb('#b8b8c0'),
    title: 'PT950 铂金对戒 情侣款',
    subtitle: '金缘 · 相守',
    shopFen: 560000,
    labels: ['满3件85折'],
  },
  {
    id: 'JY10004',
    href: '/goods?mouldNo=JY10004',
    thumb: sampleThumb('#4f8a5b'),
    title: '冰种翡翠 平安扣戒指',
    subtitle: '金缘 · 玉见',
    shopFen: 2680000,
  },
];
