// Blocking requirements maximized across the whole declaration (CR 509.1c): the
// defending player's declaration must obey as many requirements as any legal
// declaration could, without breaking a restriction (509.1b).  Requirements:
// "blocks each combat if able" (one per creature), "all creatures able to block
// this creature do so" (one per creature able to block it) and "blocks this
// creature this turn if able" (provoke, one per pair).  Restrictions: evasion per
// pair, a creature's block capacity (509.1a), "can't be blocked by more than one
// creature", menace (702.111b) and "no more than N creatures can block".
//
// Used only when some requirement exists this combat (EnumerateBlocks decides):
// W(D), the most requirements a legal completion of the partial declaration D
// obeys, is found by a branch-and-bound search over the creatures that have a
// requirement left (each chooses which of its required attackers it blocks, or for
// "blocks each combat" any one attacker), with menace's second blockers matched
// afterwards.  A choice x is offered only if W(D + x) = W(D), so every choice can
// be completed into a legal declaration obeying the most requirements, and "done"
// only when D itself is one.  The search stops as soon as it reaches its upper
// bound (every requirement that has an option obeyed), which is the common case;
// each choice is first checked against the best completion found (O(1)), and is
// searched again only if that completion can't take it.
#include <algorithm>

#include "game.h"

namespace mtg {

// Whether `b` blocking `a` obeys a requirement (509.1c).
bool Game::BlockRequired(ObjId b, ObjId a) const {
  if (s_.lure[a]) return true;
  for (const auto& mb : s_.must_block)
    if (mb.first == b && mb.second == a) return true;
  return false;
}

// Whether the pair (b, a) is in the set being built: the declaration so far, or
// the pairs the search added.
bool Game::SearchHas(ObjId b, ObjId a) const {
  if (Blocks(b, a)) return true;
  for (const auto& pr : bs_.stack)
    if (pr.first == b && pr.second == a) return true;
  return false;
}

// A pair the set being built could still take, as far as each restriction alone
// goes (menace is the search's business: it needs a second blocker, not fewer).
bool Game::SearchCanAdd(ObjId b, ObjId a) {
  if (s_.max_one_blocker[a] && ((s_.keywords[a] & kMenace) || bs_.cnt[a] >= 1)) return false;
  if (bs_.uses[b] >= BlockCapacity(b)) return false;
  if (bs_.uses[b] == 0 && bs_.creatures >= bs_.limit) return false;  // 509.1b: N creatures
  return !SearchHas(b, a) && EvasionAllows(b, a);
}

void Game::SearchPush(ObjId b, ObjId a) {
  bs_.creatures += bs_.uses[b] == 0;
  ++bs_.uses[b], ++bs_.cnt[a];
  bs_.stack.push_back({b, a});
}

void Game::SearchPop() {
  const auto pr = bs_.stack.back();
  bs_.stack.pop_back();
  --bs_.uses[pr.first], --bs_.cnt[pr.second];
  bs_.creatures -= bs_.uses[pr.first] == 0;
}

// CR 702.111b: a second blocker for every menace attacker the set gives exactly
// one, each from a creature with a block to spare (a new creature takes a place
// under "no more than N").  Pairs found stay on the stack for the witness.
bool Game::SearchSecondBlockers(size_t from) {
  for (size_t i = from; i < bs_.atk.size(); ++i) {
    const ObjId a = bs_.atk[i];
    if (!(s_.keywords[a] & kMenace) || bs_.cnt[a] != 1) continue;
    for (ObjId b : bs_.blk) {
      if (!SearchCanAdd(b, a)) continue;
      SearchPush(b, a);
      if (SearchSecondBlockers(i + 1)) return true;
      SearchPop();
    }
    return false;
  }
  return true;
}

// One leaf: the set obeys `gain` more requirements than the declaration so far;
// kept as the witness if its menace attackers get their second blockers.
void Game::SearchLeaf(int gain) {
  if (gain <= bs_.best) return;
  const size_t mark = bs_.stack.size();
  if (SearchSecondBlockers(0)) {
    bs_.best = gain;
    if (bs_.keep_witness) bs_.witness = bs_.stack;
    bs_.done = gain >= bs_.bound;
  }
  while (bs_.stack.size() > mark) SearchPop();
}

// The k-th creature with a requirement chooses among its required attackers
// (from index i of its list), then, if it blocks nothing and "blocks each combat
// if able", any one attacker.
void Game::SearchChoose(size_t k, size_t i, int gain, bool took) {
  if (bs_.done) return;
  if (k == bs_.req.size()) {
    SearchLeaf(gain);
    return;
  }
  const ObjId r = bs_.req[k];
  const int end = bs_.opt_begin[k + 1];
  if (static_cast<int>(i) < end - bs_.opt_begin[k]) {
    // The most still possible: this creature's remaining options plus the rest.
    const int cap_left = BlockCapacity(r) - bs_.uses[r];
    const int rest = std::min<int>(cap_left, end - bs_.opt_begin[k] - static_cast<int>(i));
    const bool bonus = bs_.each_combat[k] && !took;
    if (gain + rest + (bonus ? 1 : 0) + bs_.ub_suffix[k + 1] <= bs_.best) return;
    const ObjId a = bs_.opts[bs_.opt_begin[k] + i];
    if (SearchCanAdd(r, a)) {  // take it (the greedy order first)
      SearchPush(r, a);
      SearchChoose(k, i + 1, gain + 1 + (bonus ? 1 : 0), true);
      SearchPop();
      if (bs_.done) return;
    }
    SearchChoose(k, i + 1, gain, took);
    return;
  }
  if (bs_.each_combat[k] && !took) {  // 509.1c: blocking anything obeys it
    if (gain + 1 + bs_.ub_suffix[k + 1] > bs_.best)
      for (ObjId a : bs_.atk) {
        if (BlockRequired(r, a) || !SearchCanAdd(r, a)) continue;  // required ones were tried above
        SearchPush(r, a);
        SearchChoose(k + 1, 0, gain + 1, false);
        SearchPop();
        if (bs_.done) return;
      }
  }
  if (gain + bs_.ub_suffix[k + 1] > bs_.best) SearchChoose(k + 1, 0, gain, false);
}

// The most requirements a legal completion of the declaration so far plus the
// pair `extra` (b kNoObj: none) obeys beyond those the declaration obeys, or -1
// if it has no legal completion.  With `target` >= 0 the search only asks whether
// `target` is reached (it stops there; below it, it answers target - 1).  The best
// completion found is left in bs_.witness (pairs beyond the declaration) if
// `keep_witness`, and each requirement holder's bound in bs_.term.
int Game::SearchBlocks(ObjId extra_b, ObjId extra_a, bool keep_witness, int target) {
  const int p = DefendingPlayer();
  bs_.stack.clear();
  bs_.keep_witness = keep_witness;
  if (keep_witness) bs_.witness.clear();
  bs_.req.clear();
  bs_.opts.clear();
  bs_.opt_begin.clear();
  bs_.each_combat.clear();
  // Counts of the declaration so far.
  for (ObjId a : bs_.atk) bs_.cnt[a] = 0;
  bs_.creatures = 0;
  for (ObjId b : bs_.blk) bs_.uses[b] = 0;
  for (ObjId b : s_.declared) {
    bs_.uses[b] = BlockCount(b), ++bs_.creatures;
    bs_.cnt[s_.blocking[b]] += 1;
  }
  for (const auto& mb : s_.more_blocks) bs_.cnt[mb.second] += 1;
  int gain = 0;
  if (extra_b != kNoObj) {
    if (!SearchCanAdd(extra_b, extra_a)) return -1;
    gain += BlockRequired(extra_b, extra_a) + (HasKw(extra_b, kBlocksEachCombat) && bs_.uses[extra_b] == 0);
    SearchPush(extra_b, extra_a);
  }
  // The creatures with a requirement they could still obey, and their options.
  for (ObjId r : bs_.blk) {
    if (keep_witness) bs_.term[r] = 0, bs_.nopts[r] = 0;
    if (s_.controller[r] != p || bs_.uses[r] >= BlockCapacity(r)) continue;
    const size_t first = bs_.opts.size();
    for (ObjId a : bs_.atk)
      if (BlockRequired(r, a) && SearchCanAdd(r, a)) bs_.opts.push_back(a);
    bool each = HasKw(r, kBlocksEachCombat) && bs_.uses[r] == 0;
    if (each) {
      bool any = bs_.opts.size() > first;
      for (size_t i = 0; !any && i < bs_.atk.size(); ++i) any = SearchCanAdd(r, bs_.atk[i]);
      each = any;
    }
    if (bs_.opts.size() == first && !each) continue;
    bs_.opt_begin.push_back(static_cast<int32_t>(first));
    bs_.req.push_back(r);
    bs_.each_combat.push_back(each);
  }
  bs_.opt_begin.push_back(static_cast<int32_t>(bs_.opts.size()));
  bs_.ub_suffix.assign(bs_.req.size() + 1, 0);
  for (size_t k = bs_.req.size(); k-- > 0;) {
    const ObjId r = bs_.req[k];
    const int n = bs_.opt_begin[k + 1] - bs_.opt_begin[k];
    const int term = std::min(n, BlockCapacity(r) - bs_.uses[r]) + bs_.each_combat[k];
    if (keep_witness) bs_.term[r] = term, bs_.nopts[r] = n;
    bs_.ub_suffix[k] = bs_.ub_suffix[k + 1] + term;
  }
  bs_.bound = bs_.ub_suffix[0];
  bs_.best = -1;
  if (target >= 0) {  // only whether target - gain is reached
    const int t = target - gain;
    if (bs_.bound < t) {
      while (!bs_.stack.empty()) SearchPop();
      return target - 1;
    }
    bs_.bound = std::max(t, 0);
    bs_.best = t - 1;
  }
  bs_.done = false;
  SearchChoose(0, 0, 0, false);
  int best = bs_.best;
  if (best >= 0 || target >= 0) best += gain;
  while (!bs_.stack.empty()) SearchPop();
  return best;
}

// The 509.1c declaration rule as actions (see the top of the file).
void Game::EnumerateBlocksMaximized(ObjId pending, int limit) {
  const int p = s_.decision.player;
  bs_.atk.assign(scratch_.begin(), scratch_.end());
  bs_.blk.clear();
  for (ObjId b : s_.battlefield)
    if (s_.controller[b] == p && IsCreature(b) && (CanBlockAny(b) || s_.blocking[b] != kNoObj))
      bs_.blk.push_back(b);
  const size_t rows = s_.def.size();
  if (bs_.uses.size() < rows) {
    bs_.uses.resize(rows, 0), bs_.cnt.resize(rows, 0), bs_.wuses.resize(rows, 0), bs_.wcnt.resize(rows, 0);
    bs_.term.resize(rows, 0), bs_.nopts.resize(rows, 0);
  }
  bs_.limit = limit;
  const int best = SearchBlocks(kNoObj, kNoObj, true, -1);
  if (best < 0) {  // no legal completion (not reachable from a legal start)
    if (pending == kNoObj) actions_.push_back({ActionKind::kDone});
    return;
  }
  const int bound = bs_.bound;
  // The witness's counts, for the O(1) check of each choice.
  for (ObjId a : bs_.atk) bs_.wcnt[a] = 0;
  for (ObjId b : bs_.blk) bs_.wuses[b] = 0;
  int wcreatures = 0;
  for (ObjId b : s_.declared) bs_.wuses[b] = BlockCount(b), ++wcreatures, bs_.wcnt[s_.blocking[b]] += 1;
  for (const auto& mb : s_.more_blocks) bs_.wcnt[mb.second] += 1;
  for (const auto& pr : bs_.witness) {
    wcreatures += bs_.wuses[pr.first] == 0;
    ++bs_.wuses[pr.first], ++bs_.wcnt[pr.second];
  }
  const int declared_creatures = static_cast<int>(s_.declared.size());
  // Offered iff some legal completion of D + (b, a) obeys `best` requirements.
  auto offer = [&](ObjId b, ObjId a) -> bool {
    if (pending != kNoObj && a != pending) return false;  // its second blocker comes next
    const int used = BlockCount(b), cap = BlockCapacity(b);
    if (used >= cap || (used > 0 && Blocks(b, a))) return false;
    if (used == 0 && declared_creatures >= limit) return false;
    if (!EvasionAllows(b, a)) return false;
    if (bs_.wuses[b] > used)
      for (const auto& pr : bs_.witness)
        if (pr.first == b && pr.second == a) return true;  // the witness has it
    const bool menace = (s_.keywords[a] & kMenace) != 0, max_one = s_.max_one_blocker[a] != 0;
    if (bs_.wuses[b] < cap && !(max_one && (menace || bs_.wcnt[a] >= 1)) && !(menace && bs_.wcnt[a] == 0) &&
        (bs_.wuses[b] > 0 || wcreatures < limit))
      return true;  // the witness plus this pair is legal, and obeys as many
    // O(1) bound: what (b, a) obeys, plus what b could still obey after it, plus
    // the others' bounds (a pair only takes options away from them).
    const bool req = BlockRequired(b, a);
    const int gain = req + (HasKw(b, kBlocksEachCombat) && used == 0);
    const int after = std::min(bs_.nopts[b] - (req ? 1 : 0), cap - used - 1);
    if (gain + bound - bs_.term[b] + std::max(after, 0) < best) return false;
    return SearchBlocks(b, a, false, best) == best;
  };
  const ObjId with = s_.block_with;
  if (with != kNoObj) {  // second step: what `with` blocks
    for (ObjId a : bs_.atk)
      if (offer(with, a)) actions_.push_back({ActionKind::kBlock, with, static_cast<Ref>(a)});
    return;
  }
  for (ObjId b : bs_.blk) {
    if (!CanBlockAny(b)) continue;
    bool witnessed = false;  // the witness blocks with b (the common case: no search)
    if (bs_.wuses[b] > BlockCount(b))
      for (const auto& pr : bs_.witness)
        witnessed |= pr.first == b && (pending == kNoObj || pr.second == pending);
    if (witnessed) {
      actions_.push_back({ActionKind::kBlock, b, kNoRef});
      continue;
    }
    for (ObjId a : bs_.atk)
      if (offer(b, a)) {
        actions_.push_back({ActionKind::kBlock, b, kNoRef});
        break;
      }
  }
  // CR 509.1c: "done" once the declaration is legal and obeys the most requirements.
  if (pending == kNoObj && best == 0) actions_.push_back({ActionKind::kDone});
}

}  // namespace mtg
