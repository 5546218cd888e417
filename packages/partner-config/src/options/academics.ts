/**
 * Education and activity pick-lists: earlier colleges, degrees, activities and sports. Their
 * options are not in the specification; these are realistic defaults a partner replaces.
 */
import { optionList } from './list.ts';

/** The kind of a college attended before; OTHER asks for `college_type_other`. */
export const collegeTypes = optionList([
  ['COMMUNITY', 'Community or junior college'],
  ['FOURYEAR', 'Four-year college or university'],
  ['TECHNICAL', 'Technical or vocational school'],
  ['DUALENROLL', 'Dual enrollment (college courses taken in high school)'],
  ['ONLINE', 'Online college'],
  ['MILITARY', 'Military training or service school'],
  ['OTHER', 'Other'],
]);

/** The degree earned or expected at an earlier college; OTHER asks for `college_degree_other`. */
export const degrees = optionList([
  ['NONE', 'No degree (credits only)'],
  ['CERT', 'Certificate'],
  ['AA', 'Associate of Arts (AA)'],
  ['AS', 'Associate of Science (AS)'],
  ['AAS', 'Associate of Applied Science (AAS)'],
  ['BA', 'Bachelor of Arts (BA)'],
  ['BS', 'Bachelor of Science (BS)'],
  ['OTHER', 'Other'],
]);

/**
 * Activity categories. ATHLETICS is the one the definitions test for: it shows the sport
 * dropdown (`activity_sport_picklist`).
 */
export const activityTypes = optionList([
  ['ACADEMIC', 'Academic'],
  ['ART', 'Art'],
  ['ATHLETICS', 'Athletics'],
  ['CAREER', 'Career-oriented'],
  ['SERVICE', 'Community service (volunteer)'],
  ['CULTURAL', 'Cultural'],
  ['DANCE', 'Dance'],
  ['DEBATE', 'Debate or speech'],
  ['FAMILY', 'Family responsibilities'],
  ['GOVERNMENT', 'Student government or politics'],
  ['JOURNALISM', 'Journalism or publication'],
  ['MUSIC', 'Music'],
  ['RELIGIOUS', 'Religious'],
  ['RESEARCH', 'Research'],
  ['ROTC', 'ROTC'],
  ['THEATER', 'Theater or drama'],
  ['WORK', 'Work (paid)'],
  ['OTHER', 'Other'],
]);

/** Sports for an athletics activity (the specification's `sport_picklist`). */
export const sportPicklist = optionList([
  ['BASEBALL', 'Baseball'],
  ['BASKETBALL', 'Basketball'],
  ['CHEER', 'Cheerleading'],
  ['XC', 'Cross country'],
  ['FENCING', 'Fencing'],
  ['FIELDHOCKEY', 'Field hockey'],
  ['FOOTBALL', 'Football'],
  ['GOLF', 'Golf'],
  ['GYMNASTICS', 'Gymnastics'],
  ['ICEHOCKEY', 'Ice hockey'],
  ['LACROSSE', 'Lacrosse'],
  ['ROWING', 'Rowing'],
  ['RUGBY', 'Rugby'],
  ['SOCCER', 'Soccer'],
  ['SOFTBALL', 'Softball'],
  ['SWIMDIVE', 'Swimming and diving'],
  ['TENNIS', 'Tennis'],
  ['TRACK', 'Track and field'],
  ['VOLLEYBALL', 'Volleyball'],
  ['WATERPOLO', 'Water polo'],
  ['WRESTLING', 'Wrestling'],
  ['OTHER', 'Other'],
]);
