import { customerStatuses, genders, locales, propertyTypes, type ProjectStatus, type ServiceType, type Source } from '../../domain/enums.js';

/** A small seeded generator (mulberry32): the same seed gives the same sample data. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)];
  /** One of the keys, each as often as its share of the total. */
  const share = <T extends string>(shares: Record<T, number>): T => {
    const entries = Object.entries(shares) as [T, number][];
    let left = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    return (entries.find(([, weight]) => (left -= weight) < 0) ?? entries[entries.length - 1])[0];
  };
  return { next, int, pick, share, chance: (p: number) => next() < p };
}
export type RandomSource = ReturnType<typeof randomSource>;

const englishFirstNames = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Daniel', 'Karen', 'Matthew', 'Nancy', 'Anthony', 'Lisa',
  'Mark', 'Emily', 'Steven', 'Michelle', 'Andrew', 'Amanda', 'Kevin', 'Melissa', 'Brian', 'Stephanie', 'Ryan', 'Rebecca',
  'Priya', 'Arjun', 'Fatima', 'Omar', 'Sophie', 'Liam', 'Olivia', 'Noah', 'Chloé', 'Mathieu', 'Isabelle', 'Étienne',
];
const englishLastNames = [
  'Smith', 'Brown', 'Tremblay', 'Martin', 'Roy', 'Wilson', 'MacDonald', 'Gagnon', 'Johnson', 'Taylor', 'Campbell',
  'Anderson', 'Leblanc', 'Lee', 'White', 'Thompson', 'Young', 'Wright', 'Walker', 'Patel', 'Singh', 'Nguyen', 'Kim',
  'Clarke', 'Scott', 'Stewart', 'Morrison', 'Bouchard', 'Côté', 'Fraser', 'Harris', 'Robinson', 'Khan', 'Ali', "O'Brien",
];
/** Common Chinese surnames and their pinyin, which the customer's e-mail address starts with. */
const chineseSurnames: Record<string, string> = {
  王: 'wang', 李: 'li', 张: 'zhang', 刘: 'liu', 陈: 'chen', 杨: 'yang', 黄: 'huang', 赵: 'zhao', 吴: 'wu', 周: 'zhou', 徐: 'xu',
  孙: 'sun', 马: 'ma', 朱: 'zhu', 胡: 'hu', 郭: 'guo', 何: 'he', 林: 'lin', 高: 'gao', 罗: 'luo', 郑: 'zheng', 梁: 'liang',
};
const chineseGivenNames = [
  '伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '华', '玲',
  '建华', '志强', '晓明', '丽娟', '海燕', '子涵', '浩然', '雨桐', '思远', '佳怡', '欣怡', '俊杰',
];
const organizations = [
  'Maple Leaf Property Management', 'Northern Lights Realty', 'Lakeshore Dental', 'Golden Dragon Restaurant', 'Bayview Holdings',
  'Greenwood Daycare', 'Harbourfront Condo Corp.', 'Yorkville Design Studio', '多伦多华人商会', '万锦地产', '福满楼酒家',
];
export const gtaCities = [
  'Toronto', 'Markham', 'Richmond Hill', 'Mississauga', 'Brampton', 'Vaughan', 'Oakville', 'Scarborough', 'North York',
  'Etobicoke', 'Pickering', 'Ajax', 'Whitby', 'Oshawa', 'Newmarket', 'Aurora', 'Burlington', 'Milton', 'Stouffville', 'King City',
];
const streets = [
  'Yonge St', 'Bloor St W', 'Finch Ave E', 'Sheppard Ave E', 'Highway 7', 'Steeles Ave W', 'Bayview Ave', 'Leslie St',
  'Kennedy Rd', 'Warden Ave', 'Dundas St W', 'Queen St E', 'Eglinton Ave W', 'Lawrence Ave E', 'Don Mills Rd', 'Markham Rd',
  'Main St N', 'Major Mackenzie Dr', 'Rutherford Rd', 'Lakeshore Rd E', 'Woodbine Ave', 'Victoria Park Ave',
];
const areaCodes = ['416', '647', '437', '905', '289', '365'];
const notes = [
  'Prefers calls after 6 pm.', 'Wants a quote before the spring.', 'Referred by a neighbour on the same street.',
  'Has a dog; ring before entering the yard.', '希望周末上门测量。', '对厨房翻新很感兴趣。', 'Asked about financing options.',
  'Interested in a basement apartment.', 'Owner lives abroad; the tenant shows the unit.', 'Repeat customer from 2023.',
];
export const sampleServices: readonly ServiceType[] = ['interior-renovation', 'kitchen-remodeling', 'bathroom-renovation', 'plumbing', 'roofing', 'basement-renovation', 'flooring', 'painting'];

/** How customers find the business, in shares of a hundred: a few channels bring most, every one brings some. */
const sourceShares: Record<Source, number> = {
  Website: 12, 'Friend Referral': 10, WeChat: 10, 'Google Ads': 8, HomeStars: 6, 'Regular Customer': 6, 'Little Red Book': 5,
  '51.CA': 4, Direct: 4, 'Search Engine': 4, 'Lawn Sign': 3, 'Facebook Ads': 3, 'Instagram Ads': 3, 'Employee Referral': 3,
  'Construction Site': 3, Unknown: 3, 'Online Community': 2, Email: 2, SMS: 2, 'Reno Assisstance': 2, 'Supermarket Ads': 2,
  Newspaper: 2, Broadcast: 2,
};

const digits = (random: RandomSource, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
export const samplePhone = (random: RandomSource) => random.pick(areaCodes) + String(random.int(200, 999)) + digits(random, 4);

const yearMs = 365 * 24 * 3600 * 1000;

/** A customer as staff would have entered it: a Chinese or English name, a GTA address, every status and source. */
export function sampleCustomer(random: RandomSource, now = Date.now()) {
  const locale = random.next() < 0.4 ? 'zh-CN' : random.pick(locales);
  const chinese = locale === 'zh-CN';
  const name = chinese ? random.pick(chineseGivenNames) : random.pick(englishFirstNames);
  const lastName = chinese ? random.pick(Object.keys(chineseSurnames)) : random.pick(englishLastNames);
  const city = random.pick(gtaCities);
  const email = random.chance(0.8)
    ? `${chinese ? `${chineseSurnames[lastName]}${random.int(1, 9999)}` : `${name}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '')}${random.int(1, 999)}@${random.pick(['gmail.com', 'outlook.com', 'yahoo.ca', 'rogers.com', 'qq.com', '163.com'])}`
    : null;
  const createdAt = new Date(now - Math.floor(random.next() ** 1.5 * 3 * yearMs));
  const updatedAt = new Date(Math.min(now, createdAt.getTime() + Math.floor(random.next() * 90 * 24 * 3600 * 1000)));
  return {
    name,
    last_name: lastName,
    organization: random.chance(0.1) ? random.pick(organizations) : null,
    gender: random.pick(genders),
    email,
    phone: samplePhone(random),
    phone_extension: random.chance(0.05) ? String(random.int(100, 999)) : null,
    secondary_phone: random.chance(0.2) ? samplePhone(random) : null,
    wechat: chinese && random.chance(0.7) ? `wx_${lastName.length}${digits(random, 6)}` : null,
    wechat_added: chinese && random.chance(0.5),
    raw_address: `${random.int(1, 9999)} ${random.pick(streets)}, ${city}, ON`,
    location: `${city},ON`,
    locale,
    notification_methods: random.chance(0.3) ? ['email', 'sms'] : random.chance(0.2) ? ['sms'] : ['email'],
    source: random.share(sourceShares),
    referer: random.chance(0.1) ? `${random.pick(englishFirstNames)} ${random.pick(englishLastNames)}` : null,
    note: random.chance(0.3) ? random.pick(notes) : null,
    active: random.chance(0.92),
    status: random.pick(customerStatuses),
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

const callNotes = [
  'Called back; wants the quote by e-mail.', 'Site visit booked for Saturday morning.', 'Sent the quote; follow up next week.',
  'Left a voicemail.', 'Comparing three quotes; ours is in the middle.', 'Asked for photos of past bathroom work.',
  '客户希望周末上门测量。', '已发送报价，下周跟进。', '客户在比较几家的报价。', '约好周六上午看现场。',
];

/** What staff wrote down after talking with a customer, some days after the first call. */
export function sampleCallNotes(random: RandomSource, customer: { created_at: Date }, now = Date.now()) {
  const count = random.chance(0.35) ? random.int(1, 3) : 0;
  return Array.from({ length: count }, () => ({
    content: random.pick(callNotes),
    created_at: new Date(Math.min(now, customer.created_at.getTime() + random.int(1, 60) * 24 * 3600 * 1000)),
  }));
}

/** Where a project stands by its dates: still being sold before it starts, worked on until it ends, closed after. */
function sampleProjectStatus(random: RandomSource, start: Date, end: Date, now: number): ProjectStatus {
  if (start.getTime() > now) return random.pick(['pending', 'contacted', 'quoted', 'quoted', 'confirmed', 'contracted', 'abandoned']);
  if (end.getTime() + 30 * 24 * 3600 * 1000 > now) return random.pick(['contracted', 'in_progress', 'in_progress', 'rework', 'inspected', 'ready_for_acceptance']);
  return random.chance(0.8) ? 'completed' : random.pick(['incomplete', 'cancelled', 'abandoned']);
}

/** A project some days after its customer first called; it may start in the weeks to come. */
export function sampleProject(random: RandomSource, customer: { raw_address: string | null; location: string | null; created_at: Date }, now = Date.now()) {
  const created = new Date(Math.min(now, customer.created_at.getTime() + random.int(0, 14) * 24 * 3600 * 1000));
  const start = new Date(created.getTime() + random.int(7, 120) * 24 * 3600 * 1000);
  const end = new Date(start.getTime() + random.int(5, 90) * 24 * 3600 * 1000);
  const serviceCount = random.int(1, 3);
  return {
    property: random.pick(propertyTypes),
    services: Array.from(new Set(Array.from({ length: serviceCount }, () => random.pick(sampleServices)))),
    start_date: start.toISOString().slice(0, 10),
    end_date: end.toISOString().slice(0, 10),
    discount: random.chance(0.2) ? random.pick([5, 10, 15]) : 0,
    raw_address: customer.raw_address,
    location: customer.location,
    description: random.pick([
      'Full kitchen remodel with new cabinets and quartz counters.',
      'Finish the basement with a bedroom and a three-piece bathroom.',
      'Replace the roof shingles and eavestroughs.',
      '主卫生间翻新，更换浴缸为淋浴房。',
      'Refinish hardwood floors on the main level.',
      'Repaint the whole house interior, two coats.',
    ]),
    status: sampleProjectStatus(random, start, end, now),
    created_at: created,
    updated_at: created,
  };
}
