// Sample staff, teams, contracts and tasks: the project work around the sample customers and their projects.
import { contractLocations, contractTypes, taskTypes, type ProjectStatus } from '../../domain/enums.js';
import type { RandomSource } from './sampleData.js';

/** Sample staff: office staff who handle projects as specialists, and the crews' workers. */
export const sampleStaff = [
  { username: 'olivia.chen', name: 'Olivia Chen', roles: ['manager'], department: 'sales', job_title: 'manager' },
  { username: 'marco.rossi', name: 'Marco Rossi', roles: ['employee'], department: 'sales', job_title: 'specialist' },
  { username: 'wang.fang', name: '王芳', roles: ['employee'], department: 'sales', job_title: 'specialist' },
  { username: 'emily.nguyen', name: 'Emily Nguyen', roles: ['employee'], department: 'production', job_title: 'coordinator' },
  { username: 'sarah.macdonald', name: 'Sarah MacDonald', roles: ['employee'], department: 'accounting', job_title: 'accountant' },
  { username: 'sam.patel', name: 'Sam Patel', roles: ['Worker'], department: 'production', job_title: 'supervisor' },
  { username: 'li.qiang', name: '李强', roles: ['Worker'], department: 'production', job_title: 'supervisor' },
  { username: 'jean.tremblay', name: 'Jean Tremblay', roles: ['Worker'], department: 'production', job_title: 'operator' },
  { username: 'zhang.wei', name: '张伟', roles: ['Worker'], department: 'production', job_title: 'operator' },
  { username: 'david.kim', name: 'David Kim', roles: ['Worker'], department: 'production', job_title: 'engineer' },
  { username: 'chen.jie', name: '陈杰', roles: ['Worker'], department: 'production', job_title: 'operator' },
  { username: 'raj.singh', name: 'Raj Singh', roles: ['Worker'], department: 'production', job_title: 'operator' },
] as const;

/** Crews by area and trade; each gets two to four workers, the first leading. */
export const sampleTeamNames = [
  { name: 'North York crew', alias: 'NY-1' },
  { name: 'Markham crew', alias: 'MK-1' },
  { name: 'Mississauga crew', alias: 'MS-1' },
  { name: 'Roofing crew', alias: 'RF-1' },
  { name: '精装修团队', alias: 'FN-1' },
] as const;

/** The statuses of a project that has been given to a crew, and of one with a signed contract. */
const crewedStatuses: readonly ProjectStatus[] = ['confirmed', 'contracted', 'in_progress', 'rework', 'inspected', 'ready_for_acceptance', 'completed', 'incomplete'];
const contractedStatuses: readonly ProjectStatus[] = crewedStatuses.filter((status) => status !== 'confirmed');
/** Projects where nothing more happens: the tasks they had are done. */
const closedStatuses: readonly ProjectStatus[] = ['completed', 'incomplete', 'abandoned', 'cancelled'];

export interface SampleTeam {
  _id: string;
  members: string[];
}

const dayMs = 24 * 3600 * 1000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const shifted = (date: string, days: number) => new Date(Date.parse(date) + days * dayMs);

/** Who a project is given to: a crew once it is confirmed, a specialist who follows it from the first call. */
export function sampleAssignment(random: RandomSource, status: ProjectStatus, teams: readonly SampleTeam[], specialists: readonly string[]) {
  return {
    team: crewedStatuses.includes(status) && random.chance(0.9) ? random.pick(teams)._id : null,
    specialist: random.chance(0.85) ? random.pick(specialists) : null,
  };
}

interface SampleProjectFacts {
  _id: string;
  status: ProjectStatus;
  start_date: string;
  customerName: string;
  team: string | null;
  specialist: string | null;
}

/** The contracts of a project: one once it is contracted, sometimes a change order besides. */
export function sampleContracts(random: RandomSource, project: SampleProjectFacts) {
  if (!contractedStatuses.includes(project.status)) return [];
  const count = random.chance(0.15) ? 2 : 1;
  const year = project.start_date.slice(0, 4);
  return Array.from({ length: count }, (_, index) => {
    const signedDate = day(shifted(project.start_date, -random.int(3, 30) + index * 20));
    return {
      // Unique because the project id is: the seed may run more than once on one database.
      contract_number: `HR-${year}-${project._id.slice(-8).toUpperCase()}${index ? `-${index + 1}` : ''}`,
      type: index ? 'unit-price' : random.pick(contractTypes),
      amount: index ? random.int(5, 60) * 100 : random.int(30, 1500) * 100,
      location: random.pick(contractLocations),
      representative: project.customerName,
      effective_date: day(shifted(signedDate, random.int(1, 7))),
      signed: true,
      signed_date: signedDate,
      note: random.chance(0.3) ? random.pick(['Deposit 10 % on signing.', 'Permit fees are extra.', '分三期付款。', 'Warranty 2 years on labour.']) : null,
    };
  });
}

const taskNames = [
  'Site measurement', 'Send the quote', 'Order materials', 'Book the permit', 'Demolition', 'Plumbing rough-in',
  'Electrical inspection', 'Install cabinets', 'Tile the shower', 'Paint touch-ups', 'Final walkthrough', 'Collect deposit',
  '现场测量', '材料下单', '水电验收', '客户回访',
];
const taskDescriptions = [
  'Bring the laser measure and take photos of every wall.',
  'Confirm the delivery window with the customer the day before.',
  'Check the work against the drawings and note anything to redo.',
  '提前一天与客户确认上门时间。',
  'Leave the site broom-clean at the end of the day.',
];

/** The tasks of a project, for its crew (or any workers) and its specialist, done once the project is closed. */
export function sampleTasks(random: RandomSource, project: SampleProjectFacts, teams: readonly SampleTeam[], workers: readonly string[]) {
  const closed = closedStatuses.includes(project.status);
  // Nothing was planned yet, or the customer walked away before anything was.
  if (project.status === 'pending' || project.status === 'abandoned' || project.status === 'cancelled') return [];
  const crew = teams.find((team) => team._id === project.team)?.members ?? [random.pick(workers)];
  return Array.from({ length: random.int(1, 2) }, () => {
    const participants = new Set([random.pick(crew)]);
    if (random.chance(0.4)) participants.add(random.pick(crew));
    if (project.specialist && random.chance(0.3)) participants.add(project.specialist);
    const deadline = shifted(project.start_date, random.int(-10, 40));
    const done = closed || (project.status !== 'contacted' && project.status !== 'quoted' && random.chance(0.5));
    return {
      name: random.pick(taskNames),
      participants: [...participants],
      deadline: day(deadline),
      urgent: random.chance(0.1),
      types: Array.from(new Set([random.pick(taskTypes), random.pick(taskTypes)])),
      description: random.pick(taskDescriptions),
      done,
      done_at: done ? new Date(deadline.getTime() - random.int(0, 3) * dayMs) : null,
    };
  });
}
