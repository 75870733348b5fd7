import { describe, expect, it } from 'vitest';
import { photoSubjects, subjectsOf, subjectTags, withoutSubject, withSubject } from './photo-subjects';

describe('subjectsOf', () => {
  it('finds each subject by its own tag', () => {
    for (const subject of photoSubjects) {
      expect(subjectsOf({ category: 'Other', tags: [subject] })).toEqual([subject]);
    }
  });

  it.each([
    [['Shower'], ['bathroom']],
    [['badezimmer', 'marble'], ['bathroom']],
    [['facade', 'night'], ['exterior']],
    [['Außenansicht'], ['exterior']],
    [['reception'], ['lobby']],
    [['foyer'], ['lobby']],
    [['breakfast room'], ['restaurant']],
    [
      ['swimming pool', 'sauna'],
      ['pool', 'spa'],
    ],
    [['wellness'], ['spa']],
    [['gym'], ['fitness']],
    [[' Building '], ['exterior']],
    [['bed', 'window', 'bathrobe'], []],
  ])('reads the tags %j as %j', (tags, subjects) => {
    expect(subjectsOf({ category: 'Room Photos', tags })).toEqual(subjects);
  });

  it("takes the category 'Dining' as a restaurant", () => {
    expect(subjectsOf({ category: 'Dining', tags: [] })).toEqual(['restaurant']);
    expect(subjectsOf({ category: 'Dining', tags: ['restaurant'] })).toEqual(['restaurant']);
  });

  it('lists the subjects in their own order, once each', () => {
    expect(subjectsOf({ category: 'Other', tags: ['gym', 'bath', 'shower', 'lobby'] })).toEqual([
      'bathroom',
      'lobby',
      'fitness',
    ]);
  });
});

describe('withSubject and withoutSubject', () => {
  it("adds the subject's own tag once", () => {
    expect(withSubject(['view'], 'pool')).toEqual(['view', 'pool']);
    expect(withSubject(['Pool'], 'pool')).toEqual(['Pool']);
  });

  it("removes the subject's tag and every synonym, keeping the other tags", () => {
    expect(withoutSubject(['shower', 'Bathroom', 'marble', 'bath'], 'bathroom')).toEqual(['marble']);
    expect(withoutSubject(['sauna', 'gym'], 'spa')).toEqual(['gym']);
  });

  it('names each subject by its own tag first', () => {
    for (const subject of photoSubjects) expect(subjectTags[subject][0]).toBe(subject);
  });
});
