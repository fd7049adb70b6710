#include "digest.h"

#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace mtg {
namespace {

constexpr bool kLittleEndian = __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__;

// Appends fixed-width little-endian integers to a byte string: the canonical
// encoding of a state, the same on every machine (no padding, no pointers).
class Encoder {
 public:
  Encoder() { out_.reserve(16384); }
  template <typename T>
  void Int(T v) {
    static_assert(std::is_integral<T>::value || std::is_enum<T>::value, "integers only");
    using U = typename Fixed<T>::type;
    U x = static_cast<U>(v);
    if (kLittleEndian) {
      out_.append(reinterpret_cast<const char*>(&x), sizeof(U));
    } else {
      for (unsigned i = 0; i < sizeof(U); ++i)
        out_.push_back(static_cast<char>(static_cast<uint64_t>(x) >> (8 * i)));
    }
  }
  template <typename T>
  void Vec(const std::vector<T>& v) {
    Int<uint64_t>(v.size());  // the length first, so [1],[2] and [1,2],[] differ
    using U = typename Fixed<T>::type;
    if (kLittleEndian && sizeof(U) == sizeof(T) && !std::is_same<T, bool>::value) {
      out_.append(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(T));
    } else {
      for (const T& x : v) Int(x);
    }
  }
  // A field tag keeps adjacent fields from aliasing and makes a dump readable.
  void Tag(uint8_t t) { Int<uint8_t>(0xF0), Int(t); }
  std::string& bytes() { return out_; }

 private:
  // The fixed-width integer a value is encoded as (enums: their underlying type;
  // bool: one byte).
  template <typename T, bool = std::is_enum<T>::value>
  struct Fixed { using type = T; };
  template <typename T>
  struct Fixed<T, true> { using type = typename std::underlying_type<T>::type; };

  std::string out_;
};

template <>
struct Encoder::Fixed<bool, false> { using type = uint8_t; };

}  // namespace

// To add a GameState field: encode it here under a new tag (never reuse a tag)
// and bump kDigestVersion (digest.h).
std::string StateBytes(const GameState& s) {
  Encoder h;
  // objects (CR 109)
  h.Tag(1), h.Vec(s.def);
  h.Tag(2), h.Vec(s.card);
  h.Tag(3), h.Vec(s.owner);
  h.Tag(19), h.Vec(s.base_controller);  // (tag 4, the derived controller, retired)
  h.Tag(5), h.Vec(s.zone);
  h.Tag(6), h.Vec(s.tapped);
  h.Tag(7), h.Vec(s.damage);
  h.Tag(8), h.Vec(s.deathtouch_hit);
  h.Tag(9), h.Vec(s.counters);
  h.Tag(75), h.Int<uint64_t>(s.kw_counters.size());  // keyword counters (122.1b)
  for (const KwCounter& k : s.kw_counters) h.Int(k.obj), h.Int(k.kind), h.Int(k.n), h.Int(k.timestamp);
  h.Tag(10), h.Vec(s.timestamp);
  h.Tag(11), h.Vec(s.control_since);
  h.Tag(12), h.Vec(s.attacking);
  h.Tag(13), h.Vec(s.blocked);
  h.Tag(14), h.Vec(s.blocking);
  h.Tag(15), h.Vec(s.first_strike_dealt);
  h.Tag(16), h.Vec(s.regen_shields);
  h.Tag(17), h.Vec(s.protection);
  h.Tag(18), h.Vec(s.chosen_color);
  h.Tag(23), h.Vec(s.attached_to);
  h.Tag(90), h.Vec(s.loyalty_used);
  if (!s.opening_asked.empty())  // 103.6
    h.Tag(150), h.Vec(s.opening_asked), h.Int(s.opening_turn), h.Int(s.opening_step), h.Int(s.opening_active);
  if (!s.kicked_perms.empty()) {  // 702.33d (hashed only when present)
    h.Tag(132), h.Int<uint64_t>(s.kicked_perms.size());
    for (const auto& k : s.kicked_perms) h.Int(k.first), h.Int(k.second);
  }
  h.Tag(91), h.Int<uint64_t>(s.protectors.size());
  for (const auto& pr : s.protectors) h.Int(pr.first), h.Int(pr.second);
  h.Int(s.any_back_face);
  if (s.transforms > 0 || s.any_back_face) {  // 701.27f, 113.7a (only in games with faces)
    h.Tag(161), h.Int(s.transforms), h.Int<uint64_t>(s.transformed_at.size());
    for (const auto& pr : s.transformed_at) h.Int(pr.first), h.Int(pr.second);
    for (const StackItem& it : s.stack) h.Int(it.face), h.Int(it.clock);
    for (const PendingTrigger& t : s.pending_triggers) h.Int(t.face), h.Int(t.clock);
    for (const DelayedTrigger& d : s.delayed) h.Int(d.face), h.Int(d.clock);
    for (const VmFrame& f : s.vm) h.Int(f.face), h.Int(f.clock);
  }
  if (!s.obj_sets.empty()) {  // 603.7: "it" as a set (absent from older games' digests)
    h.Tag(174), h.Int<uint64_t>(s.obj_sets.size());
    for (const auto& set : s.obj_sets) h.Vec(set);
    for (const StackItem& it : s.stack) h.Int(it.group), h.Int(it.delved);
    for (const PendingTrigger& t : s.pending_triggers) h.Int(t.group);
    for (const DelayedTrigger& d : s.delayed) h.Int(d.group);
    for (const VmFrame& f : s.vm) h.Int(f.group);
  }
  if (s.day_night_rules) h.Tag(162), h.Int(s.day_night);  // 730.1
  if (!s.adventures.empty()) {  // 715.3d (absent from older games' digests)
    h.Tag(92), h.Int<uint64_t>(s.adventures.size());
    for (const auto& pr : s.adventures) h.Int(pr.first), h.Int(pr.second);
  }
  if (!s.chosen_types.empty()) {  // 614.12a: creature types chosen (absent from older digests)
    h.Tag(126), h.Int<uint64_t>(s.chosen_types.size());
    for (const auto& c : s.chosen_types) h.Int(c.first), h.Int(c.second);
  }
  // physical cards
  h.Tag(20), h.Vec(s.card_obj);
  h.Tag(21), h.Vec(s.card_is_token);
  h.Tag(22), h.Int(s.tokens_off_battlefield), h.Int(s.live_rows);
  // copy effects (707): each card's own definition, each row's exceptions
  h.Tag(73), h.Vec(s.card_def), h.Vec(s.copy_exc), h.Int(s.any_copy), h.Vec(s.face_down), h.Int(s.any_morph);
  h.Tag(74), h.Vec(s.bestowed);  // 702.103b
  h.Tag(74), h.Int<uint64_t>(s.copy_excs.size());
  for (const CopyException& x : s.copy_excs) h.Int(x.def), h.Int(x.change), h.Int(x.prev), h.Int(x.blank);
  // players: a multiplayer game's seats, who has left and the combat's defenders
  // (800.4a, 802.4), hashed only then (two-player digests stay as they were)
  if (s.num_players != 2) {
    h.Tag(200), h.Int(s.num_players), h.Int(s.defending), h.Int(s.last_active), h.Vec(s.left_cards);
    for (int p = 0; p < s.num_players; ++p) h.Int(s.players[p].left);
    h.Int<uint64_t>(s.attacked_objs.size());
    for (const auto& pr : s.attacked_objs) h.Int(pr.first), h.Int(pr.second);
  }
  for (int pi = 0; pi < s.num_players; ++pi) {
    const PlayerState& p = s.players[pi];
    h.Tag(30), h.Int(p.life), h.Int(p.poison);
    if (p.energy) h.Tag(194), h.Int(p.energy);  // 107.14
    for (int m : p.mana) h.Int(m);
    if (!p.tagged.empty()) {  // 106.6, 107.4h (hashed only when present)
      h.Tag(130), h.Int<uint64_t>(p.tagged.size());
      for (const TaggedMana& t : p.tagged) {
        h.Int(t.kind), h.Int(t.snow), h.Int(t.only), h.Int(t.rider);
        if (t.source >= 0 && (t.only >= 0 || t.rider >= 0)) h.Tag(136), h.Int(t.source);  // 614.12a
      }
    }
    h.Int(p.lands_played), h.Int(p.spells_cast), h.Int(p.max_hand_size), h.Int(p.drew_from_empty), h.Int(p.lost);
    h.Int(p.city_blessing);  // 702.131a
    h.Int(p.mulligans), h.Int(p.kept), h.Int(p.to_bottom), h.Int(p.last_turn_start);
    h.Tag(31), h.Vec(p.library);
    h.Tag(32), h.Vec(p.hand);
    h.Tag(33), h.Vec(p.graveyard);
    h.Tag(112), h.Int(p.life_lost);  // 702.137a
    h.Tag(160), h.Int(p.spells_last_turn);
    if (p.descended) h.Tag(175), h.Int(p.descended);  // 700.11 (absent from older digests)
    if (p.draw_step_draws) h.Tag(176), h.Int(p.draw_step_draws);  // 504.1
  }
  // zones
  h.Tag(40), h.Vec(s.battlefield);
  h.Tag(41), h.Vec(s.exile);
  h.Tag(76), h.Vec(s.command);  // emblems (114)
  h.Tag(42), h.Int<uint64_t>(s.stack.size());
  for (const StackItem& it : s.stack) {
    h.Int(it.obj), h.Int(it.ability), h.Int(it.controller), h.Int(it.is_spell), h.Int(it.num_targets);
    for (Ref t : it.targets) h.Int(t);
    h.Int(it.is_trigger), h.Int(it.it), h.Int(it.lki), h.Int(it.event_player);
    h.Int(it.event_source), h.Int(it.amount);
    h.Int(it.modes), h.Int(it.kicked), h.Int(it.alt), h.Int(it.x);
    if (it.uncounterable) h.Tag(131), h.Int(it.uncounterable);  // 106.6 rider (only when set)
  }
  // Alternative costs (118.9): what each permanent was cast for, foretold cards
  // (702.143a), a spell cast while resolving (608.2g), exile-instead spells.
  h.Tag(110), h.Vec(s.alt_paid), h.Int(s.any_hand_abilities), h.Int(s.any_alt_cast), h.Int(s.nested_cast);
  h.Int<uint64_t>(s.foretold.size());
  for (const auto& pr : s.foretold) h.Int(pr.first), h.Int(pr.second);
  h.Tag(113), h.Int(s.any_prowl), h.Vec(s.combat_damage_types);  // 702.76a
  h.Tag(111);
  for (const StackItem& it : s.stack) h.Int(it.exile_instead);
  // The stack as a target and copies (115.2, 707.10): only in games with such a card,
  // so other games' digests stay as they were.
  if (s.stack_rules) {
    h.Tag(115), h.Int(s.next_stack_id);
    for (const StackItem& it : s.stack) h.Int(it.id), h.Int(it.replicated);
    h.Tag(116), h.Int<uint64_t>(s.stack_lki.size());
    for (const StackItem& it : s.stack_lki) {
      h.Int(it.obj), h.Int(it.ability), h.Int(it.controller), h.Int(it.num_targets);
      for (Ref t : it.targets) h.Int(t);
      h.Int(it.modes), h.Int(it.kicked), h.Int(it.alt), h.Int(it.x), h.Int(it.replicated);
    }
  }
  h.Tag(43), h.Int<uint64_t>(s.effects.size());
  for (const ContinuousEffect& e : s.effects) {
    h.Int(e.timestamp), h.Int(e.source), h.Int(e.controller), h.Int(e.duration), h.Int(e.until_turn);
    h.Int(e.def), h.Int(e.change), h.Int(e.obj), h.Int(e.power), h.Int(e.toughness);
    h.Int(e.add_keywords);
    if (e.text_from) h.Tag(127), h.Int(e.text_from), h.Int(e.text_to);  // 612 (absent from older digests)
  }
  // the event funnel, triggers and the interpreter (rules core, second generation)
  auto event = [&h](const Event& e) {
    h.Int(e.kind), h.Int(e.from), h.Int(e.to), h.Int(e.cause), h.Int(e.player), h.Int(e.combat);
    h.Int(e.tapped), h.Int(e.to_bottom), h.Int(e.cancelled), h.Int(e.ordered), h.Int(e.controller);
    h.Int(e.ctr_kind), h.Int(e.chosen), h.Int(e.n_applied), h.Int(e.obj), h.Int(e.new_obj), h.Int(e.source);
    h.Int(e.target), h.Int(e.amount), h.Int(e.arg), h.Int(e.ctr_n);
    for (int32_t a : e.applied) h.Int(a);
    h.Int(e.n_copies), h.Int(e.copy_face), h.Int(e.copy_exc), h.Int(e.face_down);  // 707.5, 708.3
    h.Int(e.bestowed);  // 702.103b
    if (e.chosen_type != -1) h.Tag(125), h.Int(e.chosen_type);  // 614.12a (absent from older digests)
    if (e.with_change != -1) h.Tag(105), h.Int(e.with_change), h.Int(e.with_dur);  // 611.2e (likewise)
    h.Int(e.alt);  // 118.9
  };
  h.Tag(44), h.Int<uint64_t>(s.batch.size());
  for (const Event& e : s.batch) event(e);
  h.Int(s.batch_pos), h.Int(s.batch_active), h.Int(s.batch_owner), h.Int(s.batch_cursor);
  h.Int(s.batch_moved);
  if (s.remember_moved || !s.moved_objs.empty()) h.Tag(178), h.Int(s.remember_moved), h.Vec(s.moved_objs);  // 400.7j
  if (!s.exiled_until.empty()) {  // 610.3
    h.Tag(190), h.Int<uint64_t>(s.exiled_until.size());
    for (const auto& pr : s.exiled_until) h.Int(pr.first), h.Int(pr.second);
  }
  if (!s.skip_untap.empty() || s.skip_untap_now) h.Tag(191), h.Vec(s.skip_untap), h.Int(s.skip_untap_now);  // 502.3
  if (!s.play_exiled.empty()) {  // "you may play that card"
    h.Tag(193), h.Int<uint64_t>(s.play_exiled.size());
    for (const auto& pe : s.play_exiled) h.Int(pe.obj), h.Int(pe.player), h.Int(pe.next_turn), h.Int(pe.last_turn);
  }
  if (!s.triggered_once.empty()) {  // "triggers only once each turn"
    h.Tag(192), h.Int<uint64_t>(s.triggered_once.size());
    for (const auto& pr : s.triggered_once) h.Int(pr.first), h.Int(pr.second);
  }
  h.Tag(45), h.Vec(s.rep_options), h.Int(s.choice_static_id);
  h.Tag(46), h.Int<uint64_t>(s.shields.size());
  for (const Shield& sh : s.shields) {
    h.Int(sh.mode), h.Int(sh.event), h.Int(sh.obj), h.Int(sh.player), h.Int(sh.amount);
    h.Int(sh.combat), h.Int(sh.until_eot), h.Int(sh.id), h.Int(sh.source), h.Int(sh.from), h.Int(sh.to);
    if (sh.by) h.Tag(179), h.Int(sh.by);  // 615.1 (absent from older digests)
    if (sh.sel >= 0) h.Tag(177), h.Int(sh.sel), h.Int(sh.controller);
  }
  h.Int(s.next_shield_id), h.Int(s.watch_mask), h.Int(s.replace_mask);
  h.Tag(47), h.Vec(s.left_battlefield), h.Vec(s.entered_battlefield);
  if (!s.stamp_pending.empty())  // 613.7m: a choice pending (absent from older digests)
    h.Tag(129), h.Vec(s.stamp_pending), h.Int(s.stamps_done);
  h.Int<uint64_t>(s.batch_log.size());
  for (const Event& e : s.batch_log) event(e);
  h.Tag(48), h.Int<uint64_t>(s.pending_triggers.size());
  for (const PendingTrigger& t : s.pending_triggers) {
    h.Int(t.source), h.Int(t.ability), h.Int(t.controller), h.Int(t.it), h.Int(t.lki);
    h.Int(t.event_player), h.Int(t.event_source), h.Int(t.amount);
  }
  h.Int<uint64_t>(s.delayed.size());
  for (const DelayedTrigger& d : s.delayed)
    h.Int(d.step), h.Int(d.after_turn), h.Int(d.controller), h.Int(d.source), h.Int(d.ability), h.Int(d.it);
  h.Int(s.triggers_fired), h.Int(s.triggers_stacked), h.Int(s.triggers_removed);
  h.Tag(49), h.Int<uint64_t>(s.vm.size());
  for (const VmFrame& f : s.vm) {
    h.Int(f.source), h.Int(f.ability), h.Int(f.controller), h.Int(f.on_stack), h.Int(f.is_spell);
    h.Int(f.pc), h.Int(f.stage), h.Int(f.num_targets);
    for (Ref t : f.targets) h.Int(t);
    for (uint8_t ok : f.target_ok) h.Int(ok);
    h.Int(f.it), h.Int(f.lki), h.Int(f.event_player), h.Int(f.event_source), h.Int(f.amount);
    h.Int(f.x), h.Int(f.last_count), h.Int(f.left), h.Int(f.did), h.Int(f.created);
    h.Int(f.modes), h.Int(f.kicked);
    if (f.roll || f.roll_natural) h.Tag(191), h.Int(f.roll), h.Int(f.roll_natural);  // 705, 706
    h.Vec(f.chosen);
    if (!f.exiled.empty()) h.Tag(170), h.Vec(f.exiled);
    if (!f.made.empty() || f.made_from >= 0) h.Tag(175), h.Vec(f.made), h.Int(f.made_from);  // 614.1a
    if (!f.moved.empty()) h.Tag(180), h.Vec(f.moved);  // 400.7j (absent from older digests)
  }
  h.Vec(s.options);
  // turn structure
  h.Tag(50), h.Int(s.turn), h.Int(s.active), h.Int(s.starting_player), h.Int(s.step);
  if (!s.extra_turns.empty() || s.resume_active >= 0)  // 500.7 (absent from older digests)
    h.Tag(176), h.Vec(s.extra_turns), h.Int(s.resume_active);
  h.Int(s.cursor), h.Int(s.priority_player), h.Int(s.passes), h.Int(s.first_strike_step_used);
  h.Int(s.cleanup_again), h.Int(s.next_timestamp), h.Int(s.turn_limit), h.Int(s.step_begun);
  h.Int(s.attackers_declared);
  h.Tag(121), h.Vec(s.entered_turn), h.Int(s.track_entered);
  if (s.track_cast) h.Tag(171), h.Vec(s.was_cast);
  if (!s.monstrous.empty()) h.Tag(172), h.Vec(s.monstrous);
  if (!s.solved.empty()) h.Tag(192), h.Vec(s.solved);  // CR 719.3b
  if (!s.levels.empty()) {  // CR 716.2b (absent from older digests)
    h.Tag(190);
    for (const auto& lv : s.levels) h.Int(lv.first), h.Int(lv.second);
  }
  h.Tag(120), h.Int(s.block_tax), h.Int(s.pay_for_block), h.Int(s.pay_for_attack), h.Int(s.paying);
  // pending decision and its context
  h.Tag(60), h.Int(s.decision.kind), h.Int(s.decision.player), h.Int(s.target_index);
  h.Int(s.decision.min), h.Int(s.decision.max), h.Int(s.decision.source);
  h.Tag(61), h.Vec(s.declared), h.Int(s.block_with);
  for (const auto& mb : s.more_blocks) h.Int(mb.first), h.Int(mb.second);
  for (const auto& mb : s.must_block) h.Int(mb.first), h.Int(mb.second);
  h.Tag(62), h.Vec(s.damage_queue);
  h.Tag(63), h.Int<uint64_t>(s.damage_plan.size());
  for (const DamageAssignment& d : s.damage_plan) h.Int(d.source), h.Int(d.recipient), h.Int(d.amount);
  h.Tag(64), h.Int(s.damage_left), h.Int(s.sac_pending);
  h.Int(s.cast_stage), h.Int(s.cost_choice), h.Int(s.sac_choice);
  if (!s.alt_exile.empty()) h.Tag(135), h.Vec(s.alt_exile);  // 702.138a (only while chosen)
  if (!s.cost_taps.empty()) h.Tag(140), h.Vec(s.cost_taps);  // 118.3 (only while chosen)
  if (!s.cost_objs.empty()) h.Tag(141), h.Vec(s.cost_objs);  // 602.2b (only while chosen)
  if (!s.activated_this_turn.empty() || !s.activated_ever.empty()) {  // 602.5b (only once used)
    h.Tag(142);
    for (const auto& u : s.activated_this_turn) h.Int(u.first), h.Int(u.second);
    h.Tag(143);
    for (const auto& u : s.activated_ever) h.Int(u.first), h.Int(u.second);
  }
  // result, randomness, progress
  h.Tag(70), h.Int(s.over), h.Int(s.winner), h.Int(s.reason);
  h.Tag(71);
  for (uint64_t w : s.rng.State()) h.Int(w);
  h.Tag(72), h.Int(s.actions_applied);
  h.Tag(173), h.Int(s.turn_actions), h.Int(s.forced_run), h.Int(s.loop_key);  // 104.4b
  return std::move(h.bytes());
}

uint64_t StateDigest(const GameState& s) {
  // FNV-1a over little-endian 64-bit words (the tail zero-padded), then the
  // SplitMix64 finalizer so every input bit reaches every output bit.
  const std::string bytes = StateBytes(s);
  uint64_t h = 0xCBF29CE484222325ull ^ bytes.size();
  const size_t n = bytes.size();
  for (size_t i = 0; i < n; i += 8) {
    uint64_t w = 0;
    for (size_t k = 0; k < 8 && i + k < n; ++k)
      w |= static_cast<uint64_t>(static_cast<uint8_t>(bytes[i + k])) << (8 * k);
    h = (h ^ w) * 0x100000001B3ull;
  }
  h ^= h >> 30, h *= 0xBF58476D1CE4E5B9ull;
  h ^= h >> 27, h *= 0x94D049BB133111EBull;
  return h ^ (h >> 31);
}

}  // namespace mtg
