import { describe, expect, it } from "vitest";
import { isKnownVerb, lemma, lemmaCandidates, sameLemma } from "./lemma.ts";

describe("lemma (likeliest lemma)", () => {
  it.each([
    // regular verbs: -s, -ed, -ing with doubling and e-drop
    ["kicks", "kick"],
    ["kicked", "kick"],
    ["kicking", "kick"],
    ["watches", "watch"],
    ["studies", "study"],
    ["studied", "study"],
    ["stopped", "stop"],
    ["running", "run"],
    ["swimming", "swim"],
    ["called", "call"],
    ["making", "make"],
    ["hoping", "hope"],
    ["hopping", "hop"],
    ["decided", "decide"],
    ["danced", "dance"],
    ["using", "use"],
    ["visited", "visit"],
    ["playing", "play"],
    ["seeing", "see"],
    ["tried", "try"],
    ["died", "die"],
    // irregular verbs
    ["went", "go"],
    ["gone", "go"],
    ["goes", "go"],
    ["saw", "see"],
    ["seen", "see"],
    ["am", "be"],
    ["is", "be"],
    ["were", "be"],
    ["been", "be"],
    ["has", "have"],
    ["had", "have"],
    ["does", "do"],
    ["did", "do"],
    ["made", "make"],
    ["took", "take"],
    ["ate", "eat"],
    ["eaten", "eat"],
    ["bought", "buy"],
    ["taught", "teach"],
    ["written", "write"],
    ["lying", "lie"],
    ["flies", "fly"],
    // nouns
    ["movies", "movie"],
    ["cities", "city"],
    ["boxes", "box"],
    ["buses", "bus"],
    ["houses", "house"],
    ["shoes", "shoe"],
    ["potatoes", "potato"],
    ["children", "child"],
    ["men", "man"],
    ["women", "woman"],
    ["people", "person"],
    ["mice", "mouse"],
    ["feet", "foot"],
    ["teeth", "tooth"],
    ["knives", "knife"],
    // comparatives of common adjectives only
    ["bigger", "big"],
    ["taller", "tall"],
    ["happiest", "happy"],
    ["nicer", "nice"],
    ["later", "late"],
    ["better", "good"],
    ["worst", "bad"],
    ["teacher", "teacher"],
    ["water", "water"],
    ["number", "number"],
    ["interest", "interest"],
    // words that only look inflected
    ["this", "this"],
    ["his", "his"],
    ["bus", "bus"],
    ["yes", "yes"],
    ["class", "class"],
    ["tennis", "tennis"],
    ["famous", "famous"],
    ["morning", "morning"],
    ["during", "during"],
    ["nothing", "nothing"],
    ["bring", "bring"],
    ["thing", "thing"],
    ["king", "king"],
    ["hundred", "hundred"],
    ["red", "red"],
    ["need", "need"],
    ["news", "news"],
    // numbers and special words
    ["7", "7"],
    ["6:30", "6:30"],
    ["o'clock", "o'clock"],
    ["KICKED", "kick"],
  ])("%j → %j", (word, want) => expect(lemma(word)).toBe(want));
});

describe("lemmaCandidates (ambiguous forms keep both readings)", () => {
  it.each([
    ["saw", ["see", "saw"]],
    ["left", ["leave", "left"]],
    ["found", ["find", "found"]],
    ["lay", ["lay", "lie"]],
    ["leaves", ["leaf", "leave"]],
    ["movies", ["movie", "movy"]],
    ["people", ["person", "people"]],
    ["using", ["use"]],
  ])("%j → %j", (word, want) => expect(lemmaCandidates(word)).toEqual(want));
});

describe("sameLemma", () => {
  it.each([
    ["kicking", "kicks", true],
    ["kicked", "kick", true],
    ["movies", "movie", true],
    ["went", "goes", true],
    ["seen", "saw", true],
    ["riding", "ride", true],
    ["hoping", "hope", true],
    ["leaves", "leave", true],
    ["leaves", "leaf", true],
    ["studies", "study", true],
    ["cat", "dog", false],
    ["here", "her", false],
    ["using", "us", false],
    ["better", "bet", false],
    ["teacher", "teach", false],
  ])("%j ~ %j → %s", (a, b, want) => {
    expect(sameLemma(a, b)).toBe(want);
    expect(sameLemma(b, a)).toBe(want);
  });
});

describe("isKnownVerb", () => {
  it.each([
    ["plays", true],
    ["walked", true],
    ["reads", true],
    ["went", true],
    ["decides", true],
    ["summer", false],
    ["cat", false],
  ])("%j → %s", (word, want) => expect(isKnownVerb(word)).toBe(want));
});
