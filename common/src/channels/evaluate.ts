import type { LanguageCode } from '../languages/content-languages';
import type { Finding, RuleCheck } from './checks/rule-check';
import {
  readinessChannels,
  ruleGroups,
  type ChainReadinessResponse,
  type ChannelReadiness,
  type FixTarget,
  type OutcomeItem,
  type ReadinessChannel,
  type ReadinessInput,
  type RuleGroup,
  type RuleOutcome,
  type RuleStatus,
  type StatusCounts,
} from './readiness';
import { indexReadiness, type ReadinessIndex } from './readiness-index';
import { channelRules, type ChannelRule } from './rules';

const severity: Record<RuleStatus, number> = { pass: 0, warn: 1, fail: 2 };
const worse = (a: RuleStatus, b: RuleStatus) => (severity[b] > severity[a] ? b : a);

const rulesByChannel = new Map<ReadinessChannel, ChannelRule[]>(
  readinessChannels.map((channel) => [channel, channelRules.filter((rule) => rule.channel === channel)]),
);

/**
 * The place that fixes a finding: the room's or photo's own where the rule's kind takes one, the content page in
 * the language a per-language rule checked.
 */
function fixOf(
  kind: FixTarget['kind'],
  finding: Finding | undefined,
  index: ReadinessIndex,
  language: LanguageCode | undefined,
): FixTarget {
  switch (kind) {
    case 'roomImages':
    case 'roomFacts':
    case 'roomDescription': {
      const roomId = finding?.kind === 'room' ? finding.id : index.input.rooms[0]?.id;
      // A room rule of a hotel without rooms passes; its photos are still added in the library.
      return roomId ? { kind, roomId } : { kind: 'library' };
    }
    case 'editAsset':
      return finding?.kind === 'photo' ? { kind, assetId: finding.id } : { kind: 'library' };
    case 'contentLanguage':
      return language ? { kind, language } : { kind: 'description' };
    default:
      return { kind };
  }
}

/**
 * Findings per check (and language, for a per-language rule) within one evaluation: the channels that take
 * Booking.com's set share its checks, and every channel's language rule shares one check.
 */
type Findings = Map<RuleCheck, Map<LanguageCode | undefined, Finding[]>>;

function findingsOf(
  check: RuleCheck,
  language: LanguageCode | undefined,
  index: ReadinessIndex,
  findings: Findings,
): Finding[] {
  let ofCheck = findings.get(check);
  if (!ofCheck) findings.set(check, (ofCheck = new Map()));
  let found = ofCheck.get(language);
  if (!found) ofCheck.set(language, (found = check.findings(index, language)));
  return found;
}

function applyRule(
  rule: ChannelRule,
  index: ReadinessIndex,
  findings: Findings,
  language?: LanguageCode,
): RuleOutcome {
  const missed: RuleStatus = rule.level === 'required' ? 'fail' : 'warn';
  const items: OutcomeItem[] = findingsOf(rule.check, language, index, findings).map((finding) => ({
    kind: finding.kind,
    id: finding.id,
    name: finding.name,
    thumbUrl: finding.thumbUrl,
    status: finding.fileMissing ? 'fail' : missed,
    values: finding.values,
    fix: fixOf(rule.fix, finding, index, language),
  }));
  // Worst first; sort is stable, so items keep the hotel's order within a status.
  items.sort((a, b) => severity[b.status] - severity[a.status]);
  const first = items[0];
  return {
    ruleId: rule.id,
    ...(language ? { language } : {}),
    channel: rule.channel,
    group: rule.group,
    status: first?.status ?? 'pass',
    values: language ? { ...rule.check.thresholds, language } : rule.check.thresholds,
    items,
    fix: first?.fix ?? fixOf(rule.fix, undefined, index, language),
  };
}

/** A rule's outcomes for the hotel: one, one per served language besides the primary, or none where it does not apply. */
function outcomesOf(rule: ChannelRule, index: ReadinessIndex, findings: Findings): RuleOutcome[] {
  if (rule.appliesTo && !rule.appliesTo(index)) return [];
  if (!rule.perLanguage) return [applyRule(rule, index, findings)];
  return index.input.languages.map(({ language }) => applyRule(rule, index, findings, language));
}

const noCounts = (): StatusCounts & { status: RuleStatus } => ({ pass: 0, warn: 0, fail: 0, status: 'pass' });

function channelReadiness(
  channel: ReadinessChannel,
  index: ReadinessIndex,
  findings: Findings,
): ChannelReadiness {
  const outcomes = (rulesByChannel.get(channel) ?? []).flatMap((rule) => outcomesOf(rule, index, findings));
  const groups = Object.fromEntries(ruleGroups.map((group) => [group, noCounts()])) as Record<
    RuleGroup,
    StatusCounts & { status: RuleStatus }
  >;
  const total = noCounts();
  for (const { group, status } of outcomes) {
    groups[group][status] += 1;
    groups[group].status = worse(groups[group].status, status);
    total[status] += 1;
    total.status = worse(total.status, status);
  }
  const { status, ...counts } = total;
  return { channel, status, counts, groups, outcomes };
}

/**
 * The hotel checked against every channel's rules (rules.ts), in the matrix's order: each rule's outcome with
 * the rooms or photos it concerns, the counts of rules per status, per group (a group without rules passes with
 * zero counts) and the channel's worst status. Pure: the server reads the input, the web words the outcomes.
 */
export function evaluateReadiness(input: ReadinessInput): ChannelReadiness[] {
  const index = indexReadiness(input);
  const findings: Findings = new Map();
  return readinessChannels.map((channel) => channelReadiness(channel, index, findings));
}

/** One hotel's row of the chain's matrix: each channel's status and counts. */
export function readinessSummary(
  channels: readonly ChannelReadiness[],
): ChainReadinessResponse['hotels'][number]['channels'] {
  return Object.fromEntries(
    channels.map(({ channel, status, counts }) => [channel, { ...counts, status }]),
  ) as ChainReadinessResponse['hotels'][number]['channels'];
}
