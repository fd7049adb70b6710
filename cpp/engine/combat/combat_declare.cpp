// Declaring attackers and blockers (CR 508.1, 509.1): who may attack what, which
// blocks are legal, restrictions and requirements, asked as a short sequence of
// small choices ending in "done".  The engine offers only choices that can still
// be completed into a legal declaration, so every "done" ends a legal one.
//
// Cost: one pass over the battlefield to find the candidates, then one test per
// offered (attacker, target) pair, or per (blocker, attacker) pair until the
// blocker's first legal one: no decision lists blockers x attackers.
#include <algorithm>

#include "game.h"

namespace mtg {

// CR 508.1a: an untapped creature the active player has controlled continuously
// since their most recent turn began (302.6, or with haste 702.10b), without
// defender (702.3b) or "can't attack", not already declared.
bool Game::CanAttack(ObjId o) {
  return s_.zone[o] == Zone::kBattlefield && s_.controller[o] == s_.active && IsCreature(o) &&
         !(s_.types[o] & kBattle) && !s_.tapped[o] && (!IsSick(o) || HasKw(o, kHaste)) &&
         !HasKw(o, kDefender | kCantAttack) && s_.attacking[o] == kNoRef &&
         (!(s_.keywords[o] & kAttackUnless) || AttackConditionMet(o));
}

// CR 508.1c: "~ can't attack unless defending player controls <what>".
bool Game::AttackConditionMet(ObjId o) {
  const int32_t sel = Def(o).attack_unless;
  if (sel < 0) return true;
  if (s_.num_players > 2) {  // 802.3a: some opponent it could attack meets it
    bool met = false;
    ForEachOpponent(s_.active, [&](int q) { met |= CountMatching(sel, o, q) >= 1; });
    return met;
  }
  return CountMatching(sel, o, DefendingPlayer()) >= 1;
}

// CR 506.2, 508.1b: what can be attacked besides the defending player: a
// planeswalker it controls or a battle it protects (310.8b: a Siege can be
// attacked by its own controller; its protector never attacks it).
// CR 802.2-802.3: in a multiplayer game every opponent defends: a planeswalker of
// any of them, or a battle any of them protects.
bool Game::Attackable(ObjId t) {
  if (s_.zone[t] != Zone::kBattlefield) return false;
  const uint32_t ty = Types(t);
  if (s_.num_players > 2)
    return ((ty & kPlaneswalker) && IsOpponent(s_.active, s_.controller[t])) ||
           ((ty & kBattle) && IsOpponent(s_.active, Protector(t)));
  return ((ty & kPlaneswalker) && s_.controller[t] == DefendingPlayer()) ||
         ((ty & kBattle) && Protector(t) == DefendingPlayer());
}

// CR 509.1a: an untapped creature of the defending player that can block at all.
bool Game::CanBlockAny(ObjId b) {
  return s_.zone[b] == Zone::kBattlefield && s_.controller[b] == DefendingPlayer() && IsCreature(b) &&
         !(s_.types[b] & kBattle) && !s_.tapped[b] && !HasKw(b, kCantBlock) &&
         (s_.blocking[b] == kNoObj || BlockCount(b) < BlockCapacity(b));
}

// CR 702.14c: the defending player controls a land of the landwalk's type.
bool Game::LandwalkApplies(ObjId a) {
  int lw = Def(a).landwalk;
  if (lw == kNoLandwalk || !HasKw(a, kLandwalk)) return false;  // it may have lost it (613.1f)
  if (s_.any_text && lw >= 0) lw = MapSubtype(a, lw);  // "swampwalk" -> "islandwalk" (612.1)
  for (ObjId o : s_.battlefield) {
    if (s_.controller[o] != DefendingPlayer() || !(Types(o) & kLand)) continue;
    if (lw == kNonbasicLandwalk ? !(Supertypes(o) & kBasic) : HasSubtype(o, lw))  // layer 4's types
      return true;
  }
  return false;
}

// CR 509.1b: the evasion restrictions between one blocker and one attacker.
bool Game::EvasionAllows(ObjId b, ObjId a) {
  const KwBits ak = s_.keywords[a], bk = s_.keywords[b];
  if ((ak & kFlying) && !(bk & (kFlying | kReach))) return false;           // 702.9b
  if ((ak & kHorsemanship) && !(bk & kHorsemanship)) return false;          // 702.31b
  if (((ak ^ bk) & kShadow)) return false;                                  // 702.28b
  if ((ak & kFear) && !(s_.types[b] & kArtifact) && !(s_.colors[b] & (1u << kBlack)))
    return false;                                                            // 702.36b
  if ((ak & kIntimidate) && !(s_.types[b] & kArtifact) && !(s_.colors[b] & s_.colors[a] & 0x1f))
    return false;                                                            // 702.13b
  if ((ak & kSkulk) && s_.power[b] > s_.power[a]) return false;             // 702.118b
  if ((ak & kLandwalk) && LandwalkApplies(a)) return false;                 // 702.14c
  if ((ak & kRareEvasionKw) && !BlockableBy(b, a)) return false;            // 509.1b
  if ((bk & kBlocksOnlyFlyers) && !(ak & kFlying)) return false;            // 509.1b
  return !ProtectedFrom(a, b);                                               // 702.16f
}

// CR 509.1b: "~ can't be blocked" and "~ can't be blocked by <what>" (the blocker
// seen from the attacker's controller).
bool Game::BlockableBy(ObjId b, ObjId a) {
  const KwBits ak = s_.keywords[a];
  if (ak & kCantBeBlocked) return false;
  const int32_t sel = Def(a).unblockable_by;
  return !(ak & kCantBeBlockedBy) || sel < 0 || !Matches(db_->Sel(sel), b, a, s_.controller[a]);
}

// One (blocker, attacker) pair on its own (menace and blocker counts are the
// declaration's business, below).
bool Game::CanBlock(ObjId b, ObjId a) {
  Refresh();
  if (!CanBlockAny(b)) return false;
  if (s_.zone[a] != Zone::kBattlefield || s_.attacking[a] == kNoRef || !AttacksDefender(a)) return false;
  if (s_.blocking[b] != kNoObj && Blocks(b, a)) return false;
  return EvasionAllows(b, a);
}

namespace {
// A cost as text (reasons given for illegal declarations).
std::string CostText(const ManaCost& c) {
  std::string s = c.generic ? "{" + std::to_string(c.generic) + "}" : "";
  for (int k = 0; k < 5; ++k)
    for (int i = 0; i < c.colored[k]; ++i) s += std::string("{") + kManaSymbols[k] + "}";
  for (int i = 0; i < c.colorless; ++i) s += "{C}";
  for (int h = 0; h < c.n_hybrid; ++h) {  // CR 107.4e-f: {W/U}, {2/W}, {W/P}
    std::string sym = (c.hybrid[h] & kHybridTwo) ? "2" : "";
    for (int k = 0; k < 5; ++k)
      if (c.hybrid[h] & (1u << k)) sym += std::string(sym.empty() ? "" : "/") + kManaSymbols[k];
    if (c.hybrid[h] & kHybridPhyrexian) sym += "/P";
    for (int i = 0; i < c.HybridCount(h); ++i) s += "{" + sym + "}";
  }
  return s.empty() ? "{0}" : s;
}
}  // namespace

// CR 508.1h: o's cost per creature attacking its controller ("can't attack you
// unless their controller pays {N} for each creature ... attacking you"), added
// to `on_player`, and to `on_pw` if it also covers the planeswalkers its controller
// controls ("Creatures can't attack you or planeswalkers you control unless their
// controller pays {W/P} for each of those creatures"); false if it imposes none now.
bool Game::AddAttackTax(ObjId o, ManaCost* on_player, ManaCost* on_pw) {
  if (!(s_.keywords[o] & kAttackTax) || Def(o).attack_tax < 0) return false;
  const ManaCost& c = db_->ExtraCost(Def(o).attack_tax);
  on_player->Add(c);
  if (Def(o).attack_tax_pw) on_pw->Add(c);
  return true;
}

// What an attack on `r` is taxed as (508.1h): 0 the defending player, 1 a
// planeswalker the defending player controls, 2 anything else (a battle).
int Game::AttackTaxKind(Ref r) {
  if (IsPlayerRef(r)) return 0;
  return (Types(r) & kPlaneswalker) && s_.controller[r] == DefendingPlayer() ? 1 : 2;
}

// CR 508.1h: the total cost to attack with `n_player` creatures attacking the
// player and `n_pw` attacking its planeswalkers.
ManaCost Game::AttackTaxTotal(const ManaCost& tax, const ManaCost& tax_pw, int n_player, int n_pw) {
  ManaCost t;
  t.Add(tax, n_player);
  t.Add(tax_pw, n_pw);
  return t;
}

// CR 508.1f, 508.1i-j: whether the active player can pay `total`, with the
// declared attackers and `extra` (kNoObj: none) tapped by attacking first
// (vigilance aside): they can't pay with {T} abilities.
bool Game::AttackTaxPayable(const ManaCost& total, ObjId extra, const AttackList* list) {
  if (total.Empty()) return true;
  // Tapped for the check only, then restored (no event: nothing is tapped yet).
  const size_t mark = tap_scratch_.size();
  auto tap = [&](ObjId d) {
    if (!s_.tapped[d] && !HasKw(d, kVigilance)) s_.tapped[d] = 1, tap_scratch_.push_back(d);
  };
  if (list)
    for (const auto& at : *list) tap(at.first);
  else
    for (ObjId d : s_.declared) tap(d);
  const bool ok = CanPayMana(s_.active, total, extra != kNoObj && !HasKw(extra, kVigilance) ? extra : kNoObj);
  while (tap_scratch_.size() > mark) s_.tapped[tap_scratch_.back()] = 0, tap_scratch_.pop_back();
  return ok;
}

// CR 508.1c, 508.1h: whether some other creature can attack alongside `o` (no
// other attacker declared yet), with `n` attackers by kind counting o's attack, so
// that the total cost to attack can be paid with both tapped by attacking (508.1f).
bool Game::PartnerPayable(ObjId o, const int n[3], const bool has_kind[3], const ManaCost& tax,
                          const ManaCost& tax_pw) {
  AttackList pair = {{o, kNoRef}, {kNoObj, kNoRef}};
  for (ObjId q : s_.battlefield) {
    if (q == o || s_.controller[q] != s_.active || !CanAttack(q)) continue;
    pair[1].first = q;
    for (int k = 0; k < 3; ++k) {
      if (!has_kind[k]) continue;
      int m[3] = {n[0], n[1], n[2]};
      ++m[k];
      if (AttackTaxPayable(AttackTaxTotal(tax, tax_pw, m[0], m[1]), kNoObj, &pair)) return true;
    }
  }
  return false;
}

// CR 508.1c, 509.1b: the least N of "No more than N creatures can attack (kAttackLimit)
// / block (kBlockLimit) each combat" among permanents now, or kNoLimit.
int Game::ScanDeclareLimit(KwBits bit) {
  Refresh();
  int limit = kNoLimit;
  for (ObjId o : s_.battlefield)
    if (s_.keywords[o] & bit)
      limit = std::min<int>(limit, bit == kAttackLimit ? Def(o).attack_limit : Def(o).block_limit);
  return limit;
}

// CR 508.1h: the locked-in total cost to attack: the taxes per creature declared
// attacking the defending player or, for taxes covering them, its planeswalkers.
ManaCost Game::TotalAttackTax() {
  if (!(s_.printed_kw & kAttackTax) || s_.declared.empty()) return ManaCost();
  Refresh();
  if (s_.num_players > 2) {
    attack_pairs_.clear();
    for (ObjId d : s_.declared) attack_pairs_.push_back({d, s_.attacking[d]});
    return MultiAttackTax(attack_pairs_);
  }
  const int def = DefendingPlayer();
  ManaCost tax, tax_pw;
  bool taxed = false;
  for (ObjId o : s_.battlefield)
    if (s_.controller[o] == def) taxed |= AddAttackTax(o, &tax, &tax_pw);
  if (!taxed) return ManaCost();
  int n[3] = {0, 0, 0};
  for (ObjId d : s_.declared) ++n[AttackTaxKind(s_.attacking[d])];
  return AttackTaxTotal(tax, tax_pw, n[0], n[1]);
}

// CR 508.1: attack choices.  "Can't attack alone" (508.1c) is offered only if
// another creature can attack too; "done" is withheld while the declaration breaks
// a restriction, or leaves out a creature that "attacks each combat if able"
// (508.1d: requirements obeyed as far as the restrictions allow; a cost to attack
// is never required, so a creature that could attack only by paying one is free).
// An attack on a taxed player is offered only while the total stays payable.
void Game::EnumerateAttacks() {
  Refresh();
  if (s_.num_players > 2) {
    EnumerateAttacksMultiplayer();
    return;
  }
  const int def = DefendingPlayer();
  scratch_.clear();  // CR 506.3, 508.1b: what can be attacked besides the player
  for (ObjId o : s_.battlefield)
    if ((s_.types[o] & (kPlaneswalker | kBattle)) && Attackable(o)) scratch_.push_back(o);
  ManaCost& tax = tax_scratch_;  // (members: no per-call construction)
  ManaCost& tax_pw = tax_pw_scratch_;
  bool taxed = false;
  bool free_target = true;  // something can be attacked without paying (508.1d)
  if (s_.printed_kw & kAttackTax) {
    tax = ManaCost(), tax_pw = ManaCost();
    for (ObjId o : s_.battlefield)
      if (s_.controller[o] == def) taxed |= AddAttackTax(o, &tax, &tax_pw);
    if (taxed) {
      free_target = false;
      for (ObjId t : scratch_) free_target |= AttackTaxKind(t) == 2 || tax_pw.Empty();
    }
  }
  int on[3] = {0, 0, 0};  // declared attackers on the player, its planeswalkers, the rest
  bool has_kind[3] = {true, false, false};  // what there is to attack, by kind
  if (taxed) {
    for (ObjId d : s_.declared) ++on[AttackTaxKind(s_.attacking[d])];
    for (ObjId t : scratch_) has_kind[AttackTaxKind(t)] = true;
  }
  const size_t first = actions_.size();
  int able = 0;
  bool alone = false;  // a "can't attack alone" creature was skipped below
  const int declared = static_cast<int>(s_.declared.size());
  bool done_ok = !(declared == 1 && HasKw(s_.declared[0], kCantAttackAlone));
  // 508.1c "No more than N creatures can attack each combat", and 508.1d across the
  // whole declaration: as many "attacks each combat if able" creatures attack as the
  // limit lets, so another creature takes a place only if one is left for them.
  const int limit = DeclareLimit(kAttackLimit);
  int spare = limit - declared;  // places a creature without a requirement may take
  if (limit != kNoLimit) {
    if (spare <= 0) {  // full: "done" (the requirements obeyed are the most possible)
      if (done_ok) actions_.push_back({ActionKind::kDone});
      return;
    }
    int need = 0;  // required creatures still able to attack
    for (ObjId o : s_.battlefield)
      if (s_.controller[o] == s_.active && CanAttack(o) && HasKw(o, kAttacksEachCombat) &&
          free_target && !(limit < 2 && HasKw(o, kCantAttackAlone)))
        ++need;
    spare -= need;
    if (need == 0 && !(declared == 1 && HasKw(s_.declared[0], kCantAttackAlone))) done_ok = true;
  }
  for (ObjId o : s_.battlefield) {
    if (s_.controller[o] != s_.active || !CanAttack(o)) continue;
    if (limit != kNoLimit) {
      if (limit < 2 && HasKw(o, kCantAttackAlone)) continue;  // it could never have company
      if (spare <= 0 && !HasKw(o, kAttacksEachCombat)) continue;
    }
    bool player_ok = true, pw_ok = true, others_ok = true;
    if (taxed) {
      // o attacking something of kind k (0 the player, 1 its planeswalker, 2 a battle):
      // 508.1f: attacking taps o too (vigilance aside) before the taxes are paid
      // (508.1j), so o can't pay them; a lone "can't attack alone" creature needs a
      // partner whose attack can be paid for too (508.1c).
      auto ok_kind = [&](int k) {
        int n[3] = {on[0], on[1], on[2]};
        ++n[k];
        if (declared == 0 && HasKw(o, kCantAttackAlone)) return PartnerPayable(o, n, has_kind, tax, tax_pw);
        return AttackTaxPayable(AttackTaxTotal(tax, tax_pw, n[0], n[1]), o);
      };
      player_ok = ok_kind(0);
      pw_ok = has_kind[1] && ok_kind(1);
      others_ok = has_kind[2] && ok_kind(2);
      if (!player_ok && !others_ok && !pw_ok) continue;
    }
    ++able;
    if (HasKw(o, kAttacksEachCombat) && free_target) done_ok = false;
    if (player_ok) actions_.push_back({ActionKind::kAttack, o, PlayerRef(def)});
    for (ObjId t : scratch_)
      if (!taxed || (AttackTaxKind(t) == 1 ? pw_ok : others_ok)) actions_.push_back({ActionKind::kAttack, o, t});
    alone |= HasKw(o, kCantAttackAlone);
  }
  if (alone && declared == 0 && able < 2) {
    // 508.1c: the only creature able to attack can't attack alone, so declaring
    // no attackers is the only legal declaration (its requirement can't be obeyed).
    actions_.resize(first);
    done_ok = true;
  }
  if (done_ok) actions_.push_back({ActionKind::kDone});
}

// CR 509.1: block choices, in two small steps: "block with X" (each creature
// that can block something), then "block Y with X" (each attacker X can block).
// A menace attacker (702.111b) gets a first blocker only if a second one is
// available, and then its second blocker is asked next (every legal declaration
// can be made in that order); "can't be blocked by more than one creature" closes
// an attacker after its first blocker.  Requirements (509.1c): combat_requirements.cpp.
void Game::EnumerateBlocks() {
  Refresh();
  const int p = s_.decision.player;
  // Attackers, with the number of blockers declared so far (scratch, per row).
  scratch_.clear();
  if (block_count_.size() < s_.def.size()) block_count_.resize(s_.def.size(), 0);
  if (menace_capable_.size() < s_.def.size()) menace_capable_.resize(s_.def.size(), 0);
  bool menace = false;
  // CR 509.1c: with a requirement to obey (a creature that "blocks each combat if
  // able", a lure attacker, provoke), the declaration must obey as many as possible:
  // combat_requirements.cpp.
  bool requirements = !s_.must_block.empty();
  for (ObjId a : s_.battlefield)
    if (s_.attacking[a] != kNoRef && AttacksDefender(a)) {  // 802.4a-b
      scratch_.push_back(a), block_count_[a] = 0;
      menace |= (s_.keywords[a] & kMenace) != 0;
      requirements |= s_.lure[a] != 0;
    } else if (s_.keywords[a] & kBlocksEachCombat) {
      requirements |= s_.controller[a] == p;
    }
  for (ObjId b : s_.declared) block_count_[s_.blocking[b]] += 1;
  for (const auto& mb : s_.more_blocks) block_count_[mb.second] += 1;
  ObjId pending = kNoObj;  // a menace attacker with one blocker: its second comes next
  for (ObjId a : scratch_)
    if ((s_.keywords[a] & kMenace) && block_count_[a] == 1) pending = a;
  int block_limit = DeclareLimit(kBlockLimit);  // 509.1b
  if (s_.block_tax > 0) {
    // CR 509.1d: every blocking creature costs the same and blocking taps nothing,
    // so the tax limits how many creatures can block, like 509.1b's "no more than
    // N".  509.1c: no requirement forces paying, and any block needs paying, so
    // no requirement can be obeyed without it: requirements ask nothing here.
    block_limit = std::min(block_limit, AffordableBlockers(p));
    requirements = false;
  }
  if (requirements) {
    EnumerateBlocksMaximized(pending, block_limit);
    return;
  }
  const bool two_fit = block_limit - static_cast<int>(s_.declared.size()) >= 2;
  auto pair_ok = [&](ObjId b, ObjId a) -> bool {
    if (pending != kNoObj && a != pending) return false;
    const KwBits k = s_.keywords[a];
    const bool max_one = s_.max_one_blocker[a] != 0;
    if (max_one && block_count_[a] >= 1) return false;
    if ((k & kMenace) && pending == kNoObj && block_count_[a] == 0 &&
        (max_one || menace_capable_[a] < 2 || !two_fit))
      return false;  // 702.111b: a first blocker needs a second (509.1b: room for two)
    if (s_.blocking[b] != kNoObj && Blocks(b, a)) return false;  // once per attacker
    return EvasionAllows(b, a);
  };
  if (menace && pending == kNoObj) {  // how many available creatures could block each
    for (ObjId a : scratch_) menace_capable_[a] = 0;
    for (ObjId b : s_.battlefield)
      if (s_.controller[b] == p && CanBlockAny(b))
        for (ObjId a : scratch_)
          if ((s_.keywords[a] & kMenace) && EvasionAllows(b, a) && !Blocks(b, a)) menace_capable_[a] += 1;
  }
  auto offer = pair_ok;
  const ObjId with = s_.block_with;
  if (with != kNoObj) {  // second step: what `with` blocks
    for (ObjId a : scratch_)
      if (offer(with, a))
        actions_.push_back({ActionKind::kBlock, with, static_cast<Ref>(a)});
    return;
  }
  bool done_ok = pending == kNoObj;
  auto can_offer = [&](ObjId b) {
    for (ObjId a : scratch_)
      if (offer(b, a)) return true;
    return false;
  };
  // 509.1b "No more than N creatures can block each combat".
  const int slots = block_limit - static_cast<int>(s_.declared.size());
  for (ObjId b : s_.battlefield) {
    if (s_.controller[b] != p || !CanBlockAny(b)) continue;
    if (s_.blocking[b] == kNoObj && slots <= 0) continue;
    if (can_offer(b)) actions_.push_back({ActionKind::kBlock, b, kNoRef});
  }
  if (done_ok) actions_.push_back({ActionKind::kDone});
}

// CR 702.49a/c: ninjutsu from the hand while `p` controls an unblocked attacker
// (after blockers are declared: 509.1h), paying its mana cost.
void Game::EnumerateNinjutsu(int p) {
  if (s_.step < Step::kDeclareBlockers || s_.step > Step::kEndOfCombat || p != s_.active) return;
  for (ObjId card : s_.players[p].hand) {
    const CardDef& cd = Def(card);
    if (cd.ninjutsu < 0 || !CanPayMana(p, cd.ninjutsu_cost, kNoObj)) continue;
    for (ObjId a : s_.battlefield)
      if (s_.controller[a] == p && s_.attacking[a] != kNoRef && !s_.blocked[a])
        actions_.push_back({ActionKind::kNinjutsu, card, static_cast<Ref>(a)});
  }
}

// Costs first (mana, then returning the attacker: 602.2b, 601.2g-h), then the
// ability goes on the stack; it remembers what the returned creature attacked.
void Game::ActivateNinjutsu(int p, ObjId card, ObjId attacker) {
  PayMana(p, Def(card).ninjutsu_cost, kNoObj);
  StackItem it;
  it.obj = card;
  it.ability = Def(card).ninjutsu;
  it.controller = p;
  it.is_spell = false;
  it.event_player = s_.attacking[attacker];  // 702.49c: the same player or planeswalker
  it.lki = attacker;
  GiveStackId(it);  // CR 115.2
  s_.stack.push_back(it);
  ProposeZoneChange(attacker, Zone::kHand, Cause::kNone, card);
  RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);
}

// Why `b` can't block `a` as a pair, or "" (CR 509.1a-b): the reasons the
// scenario harness and the bindings report.
std::string Game::BlockProblem(ObjId b, ObjId a) {
  Refresh();
  const int n = static_cast<int>(s_.def.size());
  if (b < 0 || b >= n || a < 0 || a >= n) return "no such object";
  if (s_.zone[a] != Zone::kBattlefield || s_.attacking[a] == kNoRef) return "that creature is not attacking";
  if (!AttacksDefender(a)) return "that creature attacks another player (CR 802.4a)";
  if (s_.zone[b] != Zone::kBattlefield || !IsCreature(b)) return "it is not a creature on the battlefield";
  if (s_.controller[b] != DefendingPlayer()) return "it is not controlled by the defending player";
  if (s_.tapped[b]) return "it is tapped (CR 509.1a)";
  if (HasKw(b, kCantBlock)) return "it can't block";
  if (s_.blocking[b] != kNoObj && Blocks(b, a)) return "it is already blocking that creature";
  if (s_.blocking[b] != kNoObj && BlockCount(b) >= BlockCapacity(b))
    return BlockCapacity(b) == 1 ? "it is already blocking (it can block only one creature)"
                                 : "it already blocks as many creatures as it can (CR 509.1a)";
  const KwBits ak = s_.keywords[a], bk = s_.keywords[b];
  if ((ak & kFlying) && !(bk & (kFlying | kReach)))
    return "the attacker has flying (CR 702.9b) and it has neither flying nor reach";
  if ((ak & kHorsemanship) && !(bk & kHorsemanship))
    return "the attacker has horsemanship (CR 702.31b) and it hasn't";
  if ((ak & kShadow) && !(bk & kShadow)) return "the attacker has shadow (CR 702.28b) and it hasn't";
  if (!(ak & kShadow) && (bk & kShadow)) return "it has shadow and can block only creatures with shadow (CR 702.28b)";
  if ((ak & kFear) && !(s_.types[b] & kArtifact) && !(s_.colors[b] & (1u << kBlack)))
    return "the attacker has fear (CR 702.36b): only artifact or black creatures can block it";
  if ((ak & kIntimidate) && !(s_.types[b] & kArtifact) && !(s_.colors[b] & s_.colors[a] & 0x1f))
    return "the attacker has intimidate (CR 702.13b): only artifact creatures or creatures sharing a color can block it";
  if ((ak & kSkulk) && s_.power[b] > s_.power[a])
    return "the attacker has skulk (CR 702.118b) and it has greater power";
  if ((ak & kLandwalk) && LandwalkApplies(a))
    return "the attacker has landwalk and the defending player controls such a land (CR 702.14c)";
  if (ak & kCantBeBlocked) return "the attacker can't be blocked (CR 509.1b)";
  if ((ak & kCantBeBlockedBy) && !BlockableBy(b, a)) return "the attacker can't be blocked by such a creature (CR 509.1b)";
  if ((bk & kBlocksOnlyFlyers) && !(ak & kFlying))
    return "it can block only creatures with flying (CR 509.1b)";
  if (ProtectedFrom(a, b)) return "the attacker has protection from it (CR 702.16f)";
  const int limit = DeclareLimit(kBlockLimit);
  if (s_.block_tax > 0 && s_.blocking[b] == kNoObj &&
      static_cast<int>(s_.declared.size()) >= AffordableBlockers(DefendingPlayer()))
    return "the cost to block ({" + std::to_string(s_.block_tax) + "} for each of " +
           std::to_string(s_.declared.size() + 1) + " blocking creatures, CR 509.1d) can't be paid";
  if (s_.blocking[b] == kNoObj && static_cast<int>(s_.declared.size()) >= limit)
    return "no more than " + std::to_string(limit) + " creature" + (limit == 1 ? "" : "s") +
           " can block each combat (CR 509.1b)";
  int already = 0;
  for (ObjId d : s_.declared) already += s_.blocking[d] == a;
  if (s_.max_one_blocker[a] && already >= 1)
    return "the attacker can't be blocked by more than one creature (CR 509.1b)";
  if ((ak & kMenace) && already == 0)
    return "the attacker has menace (CR 702.111b) and no second creature could join this block";
  bool requirements = !s_.must_block.empty();
  for (ObjId o : s_.battlefield)
    requirements |= (s_.attacking[o] != kNoRef && AttacksDefender(o) && s_.lure[o]) ||
                    ((s_.keywords[o] & kBlocksEachCombat) && s_.controller[o] == DefendingPlayer());
  if (requirements)
    return "no declaration with this block obeys as many requirements as one without it could "
           "(CR 509.1c), or it breaks a restriction (509.1b)";
  return "not a legal block now (CR 509.1b-c)";
}

// Why a whole declaration is illegal, or "" (CR 508.1c-d, 509.1b-c).  Used to
// reject a declaration given all at once, with the state unchanged.
std::string Game::AttackDeclarationProblem(const std::vector<std::pair<ObjId, Ref>>& attacks) {
  Refresh();
  for (size_t i = 0; i < attacks.size(); ++i) {
    ObjId o = attacks[i].first;
    if (o < 0 || o >= static_cast<ObjId>(s_.def.size())) return "no such object";
    for (size_t j = 0; j < i; ++j)
      if (attacks[j].first == o) return DescribeRef(o) + " is declared twice";
    if (!CanAttack(o)) return DescribeRef(o) + " can't attack (CR 508.1a)";
    Ref t = attacks[i].second;
    bool target_ok = t == PlayerRef(DefendingPlayer()) ||
                     (s_.num_players > 2 && IsPlayerRef(t) && IsOpponent(s_.active, RefPlayer(t))) ||
                     (!IsPlayerRef(t) && t >= 0 && t < static_cast<Ref>(s_.def.size()) && Attackable(t));
    if (!target_ok) return DescribeRef(o) + " can't attack " + DescribeRef(t) + " (CR 508.1b)";
  }
  if (attacks.size() == 1 && HasKw(attacks[0].first, kCantAttackAlone))
    return DescribeRef(attacks[0].first) + " can't attack alone (CR 508.1c)";
  ManaCost tax, tax_pw;
  bool taxed = false, free_target = true;
  if (s_.num_players > 2 && (s_.printed_kw & kAttackTax)) {  // 508.1h per defending player (802.3a)
    const ManaCost total = MultiAttackTax(attacks);
    if (!total.Empty() && !AttackTaxPayable(total, kNoObj, &attacks))
      return "the cost to attack (" + CostText(total) + ", CR 508.1h) can't be paid";
  } else
  for (ObjId o : s_.battlefield)
    if (s_.controller[o] == DefendingPlayer()) taxed |= AddAttackTax(o, &tax, &tax_pw);
  if (taxed) {  // CR 508.1h-j
    int n[3] = {0, 0, 0};
    for (const auto& at : attacks) ++n[AttackTaxKind(at.second)];
    const ManaCost total = AttackTaxTotal(tax, tax_pw, n[0], n[1]);
    if (!AttackTaxPayable(total, kNoObj, &attacks))
      return "the cost to attack (" + CostText(total) + ", CR 508.1h) can't be paid";
    free_target = false;  // 508.1d: paying a cost is never required
    for (ObjId t : s_.battlefield)
      if ((Types(t) & (kPlaneswalker | kBattle)) && Attackable(t))
        free_target |= AttackTaxKind(t) == 2 || tax_pw.Empty();
  }
  const int limit = DeclareLimit(kAttackLimit);
  if (static_cast<int>(attacks.size()) > limit)
    return "no more than " + std::to_string(limit) + " creature" + (limit == 1 ? "" : "s") +
           " can attack each combat (CR 508.1c)";
  int able = 0;
  for (ObjId o : s_.battlefield) able += CanAttack(o);
  int obeyed = 0, possible = 0;  // 508.1d: requirements obeyed, and how many could be
  ObjId left_out = kNoObj;
  for (ObjId o : s_.battlefield) {
    if (!CanAttack(o) || !HasKw(o, kAttacksEachCombat)) continue;
    if (!free_target) continue;  // 508.1d: paying a cost is never required
    if (HasKw(o, kCantAttackAlone) && (able < 2 || limit < 2)) continue;
    bool in = false;
    for (const auto& at : attacks) in |= at.first == o;
    ++possible;
    if (in) ++obeyed;
    else if (left_out == kNoObj) left_out = o;
  }
  if (obeyed < std::min(possible, limit))
    return DescribeRef(left_out) + " attacks each combat if able (CR 508.1d)";
  return "";
}

void Game::FinishDeclareAttackers() {
  // CR 508.1f: attacking creatures without vigilance (702.20b) become tapped.
  for (ObjId o : s_.declared)
    if (!HasKw(o, kVigilance)) TapAsCost(o);
  // CR 508.1h-j: the total cost to attack is locked in, then paid: by the auto-payer
  // (the attack was offered only while it stayed payable), or with manual payment
  // after the player's mana abilities (the payment decision, mana.cpp), then "done".
  bool proposed = false;
  if (s_.printed_kw & kAttackTax) {
    const ManaCost total = TotalAttackTax();
    if (!total.Empty() && s_.manual_mana) {
      s_.paying = true;
      s_.pay_for_attack = true;
      s_.pay_cost = total;
      s_.pay_exclude = kNoObj;
      s_.decision = {DecisionKind::kPayMana, s_.active, 0, 1, kNoObj};
      return;
    }
    proposed = !total.Empty() && PayMana(s_.active, total, kNoObj);
  }
  AttackersDeclared(proposed);
}

// CR 508.1k-m: the declared creatures attack; attack triggers.
void Game::AttackersDeclared(bool proposed) {
  s_.attackers_declared = static_cast<int>(s_.declared.size());
  // CR 508.3a/d: "whenever ~ attacks" and "attacks alone" (exalted, 702.83a).
  // (a front end's event log sees them too: views.cpp)
  if (s_.log_events || (s_.watch_mask & (EvBit(EvKind::kAttack) | EvBit(EvKind::kAttackAlone)))) {
    for (ObjId o : s_.declared) {
      Event e;
      e.kind = EvKind::kAttack;
      e.obj = o;
      e.player = static_cast<int8_t>(s_.active);
      e.target = s_.attacking[o];
      Record(e);
    }
    if (s_.declared.size() == 1) {
      Event e;
      e.kind = EvKind::kAttackAlone;
      e.obj = s_.declared[0];
      e.player = static_cast<int8_t>(s_.active);
      Record(e);
    }
  }
  s_.declared.clear();
  s_.cursor = Cursor::kStateBasedActions;
  if (proposed) RunBatchOwned(BatchOwner::kCursor, Cursor::kStateBasedActions);  // sacrificed sources
}

// CR 509.1d: the most creatures `p` can pay the cost to block for (the cost
// depends only on how many creatures block; blocking taps none of them).
int Game::AffordableBlockers(int p) {
  int n = 0;
  ManaCost c;
  for (ObjId b : s_.battlefield) {
    if (s_.controller[b] != p || !IsCreature(b)) continue;
    c.generic = s_.block_tax * (n + 1);
    if (!CanPayMana(p, c, kNoObj)) break;
    ++n;
  }
  return n;
}

void Game::FinishDeclareBlockers() {
  // CR 509.1d-f: the total cost to block is locked in, then paid: by the auto-payer
  // (a block was offered only while the total stayed payable), or by hand after the
  // player's mana abilities (the payment decision, mana.cpp), then "done".
  bool proposed = false;
  if (s_.block_tax > 0 && !s_.declared.empty()) {
    ManaCost total;
    total.generic = s_.block_tax * static_cast<int>(s_.declared.size());
    const int p = DefendingPlayer();
    if (s_.manual_mana) {
      s_.paying = true;
      s_.pay_for_block = true;
      s_.pay_cost = total;
      s_.pay_exclude = kNoObj;
      s_.decision = {DecisionKind::kPayMana, p, 0, 1, kNoObj};
      return;
    }
    proposed = PayMana(p, total, kNoObj);
  }
  BlockersDeclared(proposed);
}

// CR 509.1g-i: the declared creatures block; block triggers.
void Game::BlockersDeclared(bool proposed) {
  // CR 509.1h: an attacking creature with one or more blockers becomes blocked.
  for (ObjId b : s_.declared) s_.blocked[s_.blocking[b]] = 1;
  for (const auto& mb : s_.more_blocks) s_.blocked[mb.second] = 1;
  if (s_.log_events || (s_.watch_mask & EvBit(EvKind::kBecomeBlocked)))
    for (ObjId a : s_.battlefield) {  // CR 509.3c: "whenever ~ becomes blocked", once each
      if (s_.attacking[a] == kNoRef || !s_.blocked[a] || !AttacksDefender(a)) continue;
      Event e;
      e.kind = EvKind::kBecomeBlocked;
      e.obj = a;
      e.player = static_cast<int8_t>(DefendingPlayer());
      for (ObjId b : s_.declared) e.amount += s_.blocking[b] == a;
      for (const auto& mb : s_.more_blocks) e.amount += mb.second == a;
      Record(e);
    }
  if (s_.watch_mask & EvBit(EvKind::kUnblocked))
    for (ObjId a : s_.battlefield) {  // CR 509.3g: "whenever ~ attacks and isn't blocked"
      if (s_.attacking[a] == kNoRef || s_.blocked[a] || !AttacksDefender(a)) continue;
      Event e;
      e.kind = EvKind::kUnblocked;
      e.obj = a;
      e.player = static_cast<int8_t>(DefendingPlayer());
      Record(e);
    }
  if (s_.log_events || (s_.watch_mask & EvBit(EvKind::kBlock))) {
    for (ObjId b : s_.declared) {  // CR 509.3: "whenever ~ blocks"
      Event e;
      e.kind = EvKind::kBlock;
      e.obj = b;
      e.source = s_.blocking[b];
      e.player = static_cast<int8_t>(DefendingPlayer());
      Record(e);
    }
    for (const auto& mb : s_.more_blocks) {  // each further pair (509.3d); arg 1: not a new "blocks"
      Event e;
      e.kind = EvKind::kBlock;
      e.obj = mb.first;
      e.source = mb.second;
      e.player = static_cast<int8_t>(DefendingPlayer());
      e.arg = 1;
      Record(e);
    }
  }
  s_.declared.clear();
  // CR 802.4: in a multiplayer game the declare blockers step asks the next
  // defending player (BeginStep), then gives priority.
  const Cursor next = s_.num_players > 2 ? Cursor::kBeginStep : Cursor::kStateBasedActions;
  s_.cursor = next;
  if (proposed) RunBatchOwned(BatchOwner::kCursor, next);  // sacrificed sources
}

}  // namespace mtg
