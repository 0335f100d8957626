import type { DataScreenMessages } from './zh-CN';

const dataScreenEn: DataScreenMessages = {
  title: 'Dual Prevention Data Screen',
  live: 'Live',
  polling: 'Polling',
  counters: 'Hazards now',
  levels: 'Four-colour risk levels',
  map: 'Four-colour risk map',
  noMap: 'No site plan uploaded yet',
  noMapAccess: 'No access to the site plan',
  week: "This week's checks",
  weekDone: '{{done}} done of {{planned}} planned, {{overdue}} overdue',
  planned: 'Planned',
  done: 'Done',
  outOfControl: 'Risk points out of control',
  allInControl: 'Every risk point in control',
  newDangers: 'Newest hazards',
};

export default { dataScreen: dataScreenEn };
