import { describe, expect, it } from 'vitest';
import { topicParticle } from './useRegisterForm';

describe('topicParticle', () => {
  it('says 은 after a final consonant and 는 after a vowel, as the messages read them', () => {
    expect(`이 로봇${topicParticle('로봇')}`).toBe('이 로봇은');
    expect(`이 권한 그룹${topicParticle('권한 그룹')}`).toBe('이 권한 그룹은');
    expect(`이 대여기${topicParticle('대여기')}`).toBe('이 대여기는');
    expect(`이 반납기${topicParticle('반납기')}`).toBe('이 반납기는');
  });

  it('says 는 after a word that does not end in Hangul', () => {
    expect(topicParticle('RC 4.0')).toBe('는');
  });
});
