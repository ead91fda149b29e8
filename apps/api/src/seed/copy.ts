/**
 * The demo mall's long-form Chinese copy: articles, help-centre pages and legal clauses. Bodies are
 * plain, safe markup (h2, p, ul/li, strong) that the sanitiser passes unchanged. The house, its
 * address, phone and mail domain are fictional (`.example` is reserved for exactly this).
 */
import type { ArtworkMotif } from '../media/artwork';

/** A block of a page: a paragraph, a heading or a list. */
export type Block = string | { h: string } | { li: readonly string[] };

/** Renders blocks to the safe HTML stored in `body_html`. */
export function html(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${block}</p>`;
      if ('h' in block) return `<h2>${block.h}</h2>`;
      return `<ul>${block.li.map((item) => `<li>${item}</li>`).join('')}</ul>`;
    })
    .join('');
}

/** One article or help page before insertion. */
export type PageCopy = {
  key: string;
  category: string;
  title: string;
  summary: string;
  motif: ArtworkMotif;
  blocks: readonly Block[];
};

/** Brand news, jewellery knowledge and care guides (kind `article`). */
export const articleCopy: readonly PageCopy[] = [
  {
    key: 'mall-launch',
    category: '品牌新闻',
    title: '金缘珠宝官方商城全新上线',
    summary: '足不出户选购金缘珠宝，实时金价、会员积分与门店服务一站打通。',
    motif: 'bangle',
    blocks: [
      '经过近一年的筹备，金缘珠宝官方商城今日正式上线。商城汇集足金、钻石、铂金、K金、翡翠玉石、珍珠与金条金章七大品类，与全国门店同款同质，每一件商品都附有质检证书与电子保单。',
      '商城首页的“今日金价”每天上午10点更新，足金饰品按“金价 × 克重 + 工费”实时计价，下单前结算页会再次确认价格，让您买得明白。会员在商城消费同样累计积分与等级，积分可在下单时直接抵扣。',
      '上线期间，新注册会员即送500积分，首单满¥1,000另享专属礼盒包装。欢迎您前来选购，也欢迎通过在线客服告诉我们您的建议。',
    ],
  },
  {
    key: 'gufa-series',
    category: '品牌新闻',
    title: '金缘·古法系列新品发布：让传统錾刻走进日常',
    summary: '延续古法锤揲与錾刻工艺，以更轻盈的克重和更日常的设计回应当代审美。',
    motif: 'bangle',
    blocks: [
      '古法金讲究“一锤一錾皆手作”。本季金缘·古法系列在传统龙凤、缠枝、回纹的基础上，推出一组克重更轻、线条更简的手镯与吊坠，适合日常叠戴。',
      '系列全部采用足金999材质，表面保留哑光砂面与手工錾痕，随着佩戴时间增加，光泽会逐渐变得温润。每一件作品都由工龄十年以上的匠人完成，底部刻有匠人编号。',
      { h: '新品亮点' },
      {
        li: [
          '缠枝莲纹手镯：开口设计，圈口可微调',
          '平安锁吊坠：正面錾“平安”，背面可免费刻字',
          '竹节手链：寓意节节高升，适合作为升学礼物',
        ],
      },
      '新品已在官方商城与全国门店同步上市，部分款式支持预售锁价。',
    ],
  },
  {
    key: 'filigree-workshop',
    category: '品牌新闻',
    title: '金缘珠宝携手非遗匠人开设花丝镶嵌体验课',
    summary: '周末走进门店工作坊，亲手搓一根金丝，了解“燕京八绝”之一的花丝工艺。',
    motif: 'pendant',
    blocks: [
      '花丝镶嵌是以金银细丝经掐、填、攒、焊、堆、垒、织、编等工序制成的传统工艺。为了让更多人了解这门手艺，金缘珠宝邀请非遗传承匠人在部分门店开设周末体验课。',
      '课程约两小时，匠人会先介绍花丝的历史与基本技法，再带领大家完成一枚简单的花丝书签或吊坠。课程免费向金卡及以上会员开放，其他会员可使用积分报名。',
      '报名方式：在商城“联系我们”页面拨打客服热线，或到店咨询。名额有限，以报名先后为准。',
    ],
  },
  {
    key: 'diamond-4c',
    category: '珠宝知识',
    title: '一文看懂钻石的4C标准',
    summary: '克拉、颜色、净度、切工，四个维度决定一颗钻石的价值。',
    motif: 'diamond',
    blocks: [
      '国际通行的4C标准，指的是克拉重量（Carat）、颜色（Color）、净度（Clarity）和切工（Cut）。商品详情页中的“净度、颜色、克拉”三行信息，就分别对应其中三项。',
      { h: '克拉' },
      '1克拉等于0.2克。同等品质下，钻石价格随克拉数呈阶梯式上涨，0.5克拉、1克拉是两个常见的价格分水岭。',
      { h: '颜色与净度' },
      '颜色从D到Z依次递减，D、E、F为无色，G、H为接近无色，日常佩戴肉眼很难分辨。净度从FL（无瑕）到I（内含物明显），VS级别已经肉眼干净，性价比较高。',
      { h: '切工' },
      '切工决定钻石的火彩与亮度。比例对称、抛光良好的钻石，在灯光下会呈现明显的闪烁。选购时建议优先保证切工，再在颜色与净度之间取舍。',
    ],
  },
  {
    key: 'gold-purity',
    category: '珠宝知识',
    title: '足金、千足金与Au999.9有什么区别？',
    summary: '看懂黄金首饰上的印记，选购更安心。',
    motif: 'bar',
    blocks: [
      '按照国家标准，黄金含量不低于990‰的可以称为“足金”，不低于999‰的称为“千足金”。投资金条常见的“Au9999”则代表含金量不低于999.9‰。',
      '正规的黄金首饰都会在不显眼处打上印记，例如“足金999”“Au999”以及品牌标识。金缘珠宝的每一件黄金饰品都带有品牌印记，并附有国家级检测机构出具的证书。',
      '需要注意的是，含金量越高，黄金越软。古法金通过锤揲提升表面硬度，硬金、5G黄金则通过特殊工艺兼顾纯度与造型，各有所长，可根据佩戴习惯选择。',
    ],
  },
  {
    key: 'jade-basics',
    category: '珠宝知识',
    title: '翡翠的“种水”与颜色怎么看？',
    summary: '种是质地，水是透明度，色是灵魂：三分钟入门翡翠鉴赏。',
    motif: 'jade',
    blocks: [
      '行内常说“外行看色，内行看种”。“种”指翡翠的质地结构，由粗到细大致分为豆种、糯种、冰种和玻璃种；“水”指透明度，水头越好，光线在其中穿透得越深。',
      '颜色方面，以浓、阳、正、和为佳。阳绿、帝王绿最为名贵，紫罗兰、黄翡、红翡也各有拥趸。飘花翡翠则是在通透的底子上飘着绿色或蓝色的花纹，灵动雅致。',
      '金缘珠宝出售的翡翠均为天然A货，每件附鉴定证书，可在证书机构官网查询。',
    ],
  },
  {
    key: 'pearl-basics',
    category: '珠宝知识',
    title: '选珍珠，先看光泽、形状与产地',
    summary: '淡水珠、Akoya、南洋珠与大溪地黑珍珠，各有各的美。',
    motif: 'pearl',
    blocks: [
      '光泽是珍珠的生命。好的珍珠表面能清晰映出倒影，边缘与中心的明暗过渡柔和。形状上，正圆最为稀有，近圆、椭圆和巴洛克异形则更显个性。',
      '淡水珍珠产量大、性价比高；日本Akoya海水珍珠以锐利的光泽著称；南洋金珠色泽浓郁、尺寸较大；大溪地黑珍珠则带有孔雀绿、茄紫等伴色。',
      '日常佩戴时，建议最后戴上、最先摘下，避免接触香水与汗液。',
    ],
  },
  {
    key: 'gold-care',
    category: '保养指南',
    title: '黄金首饰日常保养五个小窍门',
    summary: '简单几步，让黄金首饰常戴常新。',
    motif: 'bead',
    blocks: [
      '黄金化学性质稳定，但足金质地较软，日常佩戴仍需要一些小心。',
      {
        li: [
          '洗澡、游泳、做家务前摘下首饰，避免接触含氯清洁剂',
          '不同首饰分开存放，防止相互刮擦',
          '表面暗沉时，用温水加少量中性洗洁精浸泡后以软布擦干',
          '古法金的哑光面不要用抛光布用力擦拭',
          '链类首饰睡觉时摘下，防止拉扯变形',
        ],
      },
      '如首饰出现变形或需要清洗翻新，可携带电子保单到任一金缘门店享受免费清洗服务。',
    ],
  },
  {
    key: 'pearl-jade-care',
    category: '保养指南',
    title: '珍珠与翡翠的佩戴和收纳',
    summary: '有机宝石与玉石更怕磕碰和化学品，收纳时请区别对待。',
    motif: 'pearl',
    blocks: [
      '珍珠的主要成分是碳酸钙，遇酸会失去光泽。佩戴后用柔软的干布轻轻擦拭，单独放入首饰袋中保存，不要长期放在密封袋里。',
      '翡翠硬度较高但韧性有限，最怕磕碰。手镯摘戴时可在手上抹少许护手霜，坐下时留意不要碰到桌角。收纳时与其他首饰分开，避免相互摩擦。',
      '珍珠项链建议每一至两年到店重新穿线一次，金缘会员可享受免费穿线服务。',
    ],
  },
];

/** The brand's news releases (kind `news`, /list and /detail), newest first; each has a cover picture. */
export const newsCopy: readonly PageCopy[] = [
  {
    key: 'news-new-year-collection',
    category: '新品发布',
    title: '金缘珠宝“岁岁金安”新春系列上市',
    summary: '生肖金饰、福字吊坠与古法手镯同步上新，官方商城与全国门店同日发售。',
    motif: 'pendant',
    blocks: [
      '迎接新春，金缘珠宝推出“岁岁金安”系列。系列以传统吉祥纹样为灵感，包括生肖金饰、福字吊坠、如意手镯与儿童长命锁，共二十余款，全部采用足金999材质。',
      '本系列延续金缘·古法的手工錾刻工艺，同时推出克重更轻的日常款，让新春礼物既有分量、也适合每天佩戴。部分款式支持免费刻字，可在商品详情页选择。',
      { h: '上市信息' },
      {
        li: [
          '发售渠道：金缘珠宝官方商城与全国门店同步发售',
          '会员礼遇：金卡及以上会员购买系列商品享双倍积分',
          '包装：每件附新春限定礼盒与电子保单',
        ],
      },
    ],
  },
  {
    key: 'news-shanghai-flagship',
    category: '门店动态',
    title: '金缘珠宝上海南京东路旗舰店焕新开业',
    summary: '全新旗舰店设古法金工坊、钻石定制间与会员休息区，开业首月到店可免费清洗首饰。',
    motif: 'ring',
    blocks: [
      '经过三个月的升级改造，金缘珠宝上海南京东路旗舰店于本周六焕新开业。新店面积约六百平方米，分为黄金、钻石、翡翠珍珠三大区域，并首次设立开放式古法金工坊，顾客可以现场观看匠人錾刻。',
      '钻石定制间提供一对一的选钻与设计服务，从裸钻、戒托到刻字均可定制。会员休息区为预约顾客提供茶歇与首饰清洗服务。',
      '开业首月，凡到店顾客均可免费清洗、检测首饰一次；在官方商城下单的顾客也可选择到该店自提。',
    ],
  },
  {
    key: 'news-filigree-award',
    category: '品牌荣誉',
    title: '金缘·花丝《缠枝莲》获年度珠宝设计金奖',
    summary: '以非遗花丝镶嵌工艺制作的《缠枝莲》项链，获本届珠宝首饰设计大赛传统工艺类金奖。',
    motif: 'necklace',
    blocks: [
      '在本届珠宝首饰设计大赛上，金缘珠宝选送的花丝镶嵌项链《缠枝莲》获得传统工艺类金奖。作品由三位匠人历时四个月完成，用金丝逾两千米。',
      '评审团认为，作品在保留花丝“掐、填、攒、焊”传统技法的同时，以更轻盈的结构适应了当代佩戴习惯。',
      '《缠枝莲》将在上海旗舰店展出一个月，同系列的日常款吊坠与耳饰已在官方商城上架。',
    ],
  },
  {
    key: 'news-member-day',
    category: '品牌活动',
    title: '会员日：积分兑礼与免费清洗服务延长至月底',
    summary: '会员日活动延长：积分可兑换定制礼盒，全国门店提供免费清洗与检测。',
    motif: 'bead',
    blocks: [
      '感谢会员朋友们的支持，本月会员日活动延长至月底。活动期间，会员可在官方商城用积分兑换定制首饰礼盒，并在下单时以积分抵扣现金。',
      '全国门店同步提供免费清洗、检测与抛光服务，凭会员卡号或手机号即可办理。',
      '积分规则与可兑换礼品以“会员权益”页面为准，如有疑问请联系在线客服。',
    ],
  },
  {
    key: 'news-gold-recycling',
    category: '服务公告',
    title: '黄金以旧换新服务登陆官方商城',
    summary: '足金饰品可按当日回收金价折算，预约到店检测后抵扣新品货款。',
    motif: 'bar',
    blocks: [
      '为方便顾客更新首饰，金缘珠宝官方商城上线黄金以旧换新预约服务。顾客在线预约后，携带旧金饰品到店，经检测后按当日回收金价折算，抵扣新购商品货款。',
      '以旧换新适用于足金及千足金饰品，需检测成色与克重；镶嵌类、K金类饰品暂不参与。当日回收金价可在“今日金价”页面查看。',
    ],
  },
  {
    key: 'news-rural-schools',
    category: '社会责任',
    title: '“金缘助学”计划第五年：为山区学校捐建图书室',
    summary: '今年“金缘助学”计划为云南、贵州的十所乡村小学捐建图书室并资助教师培训。',
    motif: 'medal',
    blocks: [
      '“金缘助学”是金缘珠宝发起的公益计划，已连续开展五年。今年，计划为云南、贵州的十所乡村小学捐建图书室，共捐赠图书两万余册，并资助当地教师参加暑期培训。',
      '官方商城的每一笔订单都会有一部分收入进入助学基金；会员也可在“会员权益”页面用积分参与捐赠。',
      '感谢每一位顾客的支持，让更多孩子在书里看到更远的地方。',
    ],
  },
];

/** Help-centre pages (kind `help`); the footer menus link to them. */
export const helpCopy: readonly PageCopy[] = [
  {
    key: 'shopping-flow',
    category: '购物指南',
    title: '购物流程',
    summary: '从选购到收货，五步完成。',
    motif: 'ring',
    blocks: [
      '欢迎来到金缘珠宝官方商城。首次购物请先用手机号注册或登录，成为会员后即可累计积分。',
      {
        li: [
          '选购商品：通过分类、搜索或专题找到心仪商品，选择圈口、链长等规格',
          '加入购物袋：可一次选购多件，购物袋会自动计算满减与满件折优惠',
          '提交订单：确认收货地址、发票信息与积分抵扣，按克计价商品会按当前金价重新核价',
          '支付：在30分钟内完成支付，超时订单将自动关闭',
          '收货：我们通过顺丰保价配送，签收前请当面验货',
        ],
      },
      '如有任何疑问，可随时联系在线客服（每日8:15-23:45）或拨打客服热线（工作日9:30-17:30）。',
    ],
  },
  {
    key: 'faq',
    category: '购物指南',
    title: '常见问题',
    summary: '关于金价、圈口、预售与积分的常见疑问。',
    motif: 'pendant',
    blocks: [
      { h: '按克计价的商品为什么价格会变？' },
      '足金饰品的售价由“当日金价 × 克重 + 工费”组成，金价每天上午10点更新，因此商品价格会随之变化。提交订单时以结算页显示的价格为准。',
      { h: '不知道自己的圈口怎么办？' },
      '可以用一根细绳绕手指一圈，量出长度后对照商品详情页的圈口表；也可以到就近门店免费测量。',
      { h: '预售商品如何付款？' },
      '预售商品先付定金锁定价格，尾款在指定时间内支付。尾款期结束仍未支付的，订单将关闭，定金不予退还。',
    ],
  },
  {
    key: 'payment',
    category: '支付方式',
    title: '支付方式',
    summary: '支持微信支付、支付宝、银联云闪付与积分抵扣。',
    motif: 'bar',
    blocks: [
      '金缘珠宝官方商城支持微信支付、支付宝、银联云闪付及主流银行信用卡快捷支付。订单提交后请在30分钟内完成支付，预售商品的定金与尾款分别支付。',
      '会员积分可在下单时抵扣现金，默认50积分抵扣1元，积分抵扣部分不开具发票。使用积分时如设置了积分密码，需要输入密码确认。',
      '单笔金额较大的订单（如投资金条），若超出支付渠道的单笔限额，可联系客服协助分笔支付或前往门店办理。',
    ],
  },
  {
    key: 'invoice',
    category: '支付方式',
    title: '发票说明',
    summary: '电子普通发票与增值税专用发票的开具规则。',
    motif: 'medal',
    blocks: [
      '商城默认开具电子普通发票，订单签收后7个工作日内发送至您的邮箱，也可在“发票管理”中下载。',
      '如需增值税专用发票，请在下单时选择“企业”抬头并填写完整的开票信息，纸质发票将随后寄出。',
      {
        li: [
          '发票金额为实际支付金额，不含积分与优惠券抵扣部分',
          '订单完成后180天内可申请补开或换开发票',
          '发生退货的订单，发票需一并退回或作废',
        ],
      },
    ],
  },
  {
    key: 'delivery',
    category: '配送说明',
    title: '配送说明',
    summary: '全国顺丰保价包邮，最快次日达。',
    motif: 'necklace',
    blocks: [
      '所有订单均通过顺丰速运保价配送，全国包邮（港澳台及海外地区暂不支持）。现货商品一般在付款后48小时内发出，定制与预售商品以详情页说明为准。',
      '为保障您的财产安全，快递需本人或指定收货人凭验证码签收。签收前请检查外包装和封条是否完好，如有破损请拒收并联系客服。',
      '发货后可在“订单中心”查看物流进度。转赠订单在受赠人接受并填写地址后发货。',
    ],
  },
  {
    key: 'returns',
    category: '售后服务',
    title: '退换货政策',
    summary: '7天无理由退换，定制与刻字商品除外。',
    motif: 'earrings',
    blocks: [
      '自签收次日起7天内，商品未经佩戴、吊牌与证书完好、包装齐全的，可申请无理由退换货。按克计价的黄金商品退货时，按原支付金额退款。',
      {
        li: [
          '定制、刻字、改圈口的商品不支持无理由退换',
          '投资金条、金章因价格随市场波动，签收后不支持无理由退货',
          '积分兑换商品退货时，积分原路退回',
        ],
      },
      '申请方式：在“订单中心”找到对应订单，点击“申请退款”或“申请售后”，按提示寄回商品。我们收到退货并检验无误后，3个工作日内原路退款。',
    ],
  },
  {
    key: 'verification',
    category: '售后服务',
    title: '商品验证与证书',
    summary: '每一件商品都可以在线验证真伪。',
    motif: 'diamond',
    blocks: [
      '金缘珠宝出售的每一件商品都附有国家级检测机构出具的证书，以及金缘电子保单。您可以在“商品验证”页面输入证书编号或保单号，查看商品的材质、克重与检测信息。',
      '钻石商品另附钻石分级证书，翡翠商品附鉴定证书，均可在出证机构官网查询。',
      '如验证结果与实物不符，请立即联系客服，我们将在一个工作日内响应。',
    ],
  },
  {
    key: 'points',
    category: '会员服务',
    title: '会员积分规则',
    summary: '消费1元得1积分，50积分抵1元。',
    motif: 'medal',
    blocks: [
      '会员在官方商城及全国门店消费，每实付1元累计1积分（金条、金章等投资类商品除外）。积分在订单确认收货后到账。',
      '积分可在下单时抵扣现金，50积分抵扣1元；也可在积分商城兑换礼品。积分有效期为获得当年及下一个自然年，逾期自动清零。',
      {
        li: [
          '普卡：注册即享，生日当月双倍积分',
          '银卡：累计消费满¥5,000，享免费清洗与穿线',
          '金卡：累计消费满¥20,000，享专属客服与新品优先购',
          '钻石卡：累计消费满¥80,000，享私人定制顾问与年度礼遇',
        ],
      },
    ],
  },
  {
    key: 'brand-story',
    category: '关于我们',
    title: '品牌故事',
    summary: '金缘珠宝：以金为缘，传承匠心。',
    motif: 'bangle',
    blocks: [
      '金缘珠宝始于一家临街的小金铺。几十年来，我们始终相信，一件好首饰不只是贵重的材质，更承载着人与人之间的情意与祝福。',
      '今天，金缘珠宝拥有自己的设计中心与工艺工坊，产品涵盖黄金、钻石、铂金、K金、翡翠玉石与珍珠，门店遍布全国。“以金为缘，以心相守”，是我们对每一位顾客的承诺。',
    ],
  },
  {
    key: 'contact',
    category: '关于我们',
    title: '联系我们',
    summary: '客服热线、在线客服与总部地址。',
    motif: 'pearl',
    blocks: [
      '客服热线：400-820-1314（工作日 9:30-17:30）',
      '在线客服：每日 8:15-23:45，点击页面右侧“在线客服”即可咨询',
      '客服邮箱：service@jinyuan.example',
      '总部地址：上海市黄浦区金缘路88号金缘珠宝大厦（示例地址）',
      '门店查询：请使用页面顶部的“门店查询”，或在商城“官方门店”页面按城市查找。',
    ],
  },
];

/** One version of a legal clause (spec §3 legal clause). */
export type ClauseCopy = {
  clauseKey: string;
  clauseTitle: string;
  clauseVersion: string;
  /** 1 current, 0 superseded or retired. */
  clauseStatus: 0 | 1;
  isRequired: boolean;
  /** Days before the seed's `now` it was published. */
  publishedDaysAgo: number;
  blocks: readonly Block[];
};

const clauseFooter = '如对本条款有任何疑问，请通过客服热线400-820-1314或邮箱service@jinyuan.example与我们联系。';

/**
 * Clauses with versions. Required (spec §9): personal information statement V2, reward plan terms
 * V2 and the user agreement; older versions and one retired clause stay for the records.
 */
export const clauseCopy: readonly ClauseCopy[] = [
  {
    clauseKey: 'userAgreement',
    clauseTitle: '金缘珠宝官方商城用户协议',
    clauseVersion: 'V1',
    clauseStatus: 1,
    isRequired: true,
    publishedDaysAgo: 400,
    blocks: [
      { h: '一、协议的范围' },
      '本协议是您与金缘珠宝官方商城（以下简称“商城”）之间关于使用商城服务所订立的协议。您在注册或登录时勾选同意，即表示您已阅读并接受本协议的全部内容。',
      { h: '二、账户与安全' },
      '您应使用本人手机号注册，并妥善保管账户与密码。因您保管不善造成的损失由您自行承担；发现账户被盗用时，请立即联系客服冻结账户。',
      { h: '三、商品与价格' },
      '按克计价商品的价格随当日金价变化，以提交订单时结算页显示的价格为准。商品图片仅供参考，以实物与证书为准。',
      { h: '四、订单与履约' },
      '订单提交后请在规定时间内完成支付，逾期订单自动关闭。预售商品定金在尾款期结束未付尾款时不予退还。',
      clauseFooter,
    ],
  },
  {
    clauseKey: 'personalInfoStatement',
    clauseTitle: '个人资料收集声明',
    clauseVersion: 'V1',
    clauseStatus: 0,
    isRequired: false,
    publishedDaysAgo: 720,
    blocks: ['我们会收集您的手机号、姓氏与称谓，用于账户注册与会员服务。', clauseFooter],
  },
  {
    clauseKey: 'personalInfoStatement',
    clauseTitle: '个人资料收集声明',
    clauseVersion: 'V2',
    clauseStatus: 1,
    isRequired: true,
    publishedDaysAgo: 90,
    blocks: [
      '本声明说明金缘珠宝如何收集、使用、存储和保护您的个人信息。本版本新增了关于收货地址、浏览足迹与在线客服记录的说明。',
      { h: '一、我们收集的信息' },
      {
        li: [
          '注册信息：手机号、姓氏、称谓、生日',
          '交易信息：订单、收货地址、发票抬头',
          '使用信息：浏览足迹、搜索记录、客服沟通记录',
        ],
      },
      { h: '二、我们如何使用' },
      '用于提供商品与会员服务、配送、售后、发票开具，以及在您同意的前提下发送活动通知。我们不会出售您的个人信息。',
      { h: '三、您的权利' },
      '您可以在“账户信息”中查询、更正个人信息，申请导出个人信息副本，或注销账户。',
      clauseFooter,
    ],
  },
  {
    clauseKey: 'rewardPlanTerms',
    clauseTitle: '金缘会员奖赏计划条款',
    clauseVersion: 'V1',
    clauseStatus: 0,
    isRequired: false,
    publishedDaysAgo: 720,
    blocks: ['会员每消费1元累计1积分，积分有效期为两年。', clauseFooter],
  },
  {
    clauseKey: 'rewardPlanTerms',
    clauseTitle: '金缘会员奖赏计划条款',
    clauseVersion: 'V2',
    clauseStatus: 1,
    isRequired: true,
    publishedDaysAgo: 90,
    blocks: [
      '本条款规定金缘会员奖赏计划的积分累计、使用与等级规则。本版本调整了积分有效期，并新增积分密码保护。',
      { h: '一、积分累计' },
      '每实付1元累计1积分，投资类金条、金章除外；积分于确认收货后到账。',
      { h: '二、积分使用' },
      '50积分抵扣1元，可在下单时抵扣或兑换积分商品。积分有效期为获得当年及下一个自然年。',
      { h: '三、会员等级' },
      '会员等级依据累计消费金额评定，分为普卡、银卡、金卡与钻石卡，每年复核一次。',
      clauseFooter,
    ],
  },
  {
    clauseKey: 'membershipMigration',
    clauseTitle: '会员迁移说明',
    clauseVersion: 'V1',
    clauseStatus: 1,
    isRequired: false,
    publishedDaysAgo: 200,
    blocks: [
      '原金缘门店会员卡与官方商城账户已完成合并。使用同一手机号登录商城，即可查看原有积分与等级。',
      '如您在门店登记的手机号已停用，请携带身份证件到任一门店办理更换。',
      clauseFooter,
    ],
  },
  {
    clauseKey: 'memberProgrammeTerms',
    clauseTitle: '会员计划章程',
    clauseVersion: 'V1',
    clauseStatus: 1,
    isRequired: false,
    publishedDaysAgo: 200,
    blocks: [
      '金缘会员计划向年满18周岁的个人开放，每个手机号仅可注册一个会员账户。',
      '会员权益以商城公布的最新章程为准，金缘珠宝有权在提前公告后调整会员权益。',
      clauseFooter,
    ],
  },
  {
    clauseKey: 'privacyPolicy',
    clauseTitle: '隐私政策（旧版）',
    clauseVersion: 'V3',
    clauseStatus: 0,
    isRequired: false,
    publishedDaysAgo: 1100,
    blocks: ['本政策已由《个人资料收集声明》取代，仅作存档。', clauseFooter],
  },
];
