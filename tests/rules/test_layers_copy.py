"""Layer 1a, copy effects (CR 707, 613.2a): "enter as a copy" (707.5, 614.1c),
copiable values (707.2), copies of copies (707.3), exceptions (707.9), and how
copy effects meet the other layers."""

import pytest

from mtgcore.cards.dsl import Card, Change, EnterAsCopy
from mtgcore.errors import CardDefinitionError, IllegalActionError
from mtgcore.testing import Scenario


def lands(s, player, name, n):
    return [s.battlefield(player, name) for _ in range(n)]


def copy_choice(s, player, target):
    """Answer "enter as a copy of": the option naming `target` (or None: nothing)."""
    assert s.pending.kind == "choose_replacement" and s.pending.player == player
    opts = list(s.pending.options)
    if target is None:
        s.choose(player, "enter as a copy of nothing")
        return opts
    s.choose(player, target)
    return opts


def test_707_5_clone_enters_as_a_copy_of_a_creature():
    s = Scenario()
    bears = s.battlefield("B", "Grizzly Bears")
    lands(s, "A", "Island", 4)
    clone = s.hand("A", "Clone")
    s.start()
    s.cast("A", clone)
    s.resolve()
    opts = copy_choice(s, "A", bears)
    assert any("Grizzly Bears" in o for o in opts) and "enter as a copy of nothing" in opts
    assert s.zone(clone) == "battlefield"
    assert s.name(clone) == "Grizzly Bears"
    assert (s.power(clone), s.toughness(clone)) == (2, 2)
    assert s.types(clone) == {"creature", "bear"}
    assert s.colors(clone) == {"green"}          # 707.2a: color from the copied mana cost
    assert s.controller(clone) == "A"
    s.check_invariants()                     # cached derivation = from scratch


def test_707_5_clone_copying_nothing_is_a_0_0_and_dies_704_5f():
    s = Scenario()
    s.battlefield("B", "Grizzly Bears")
    lands(s, "A", "Island", 4)
    clone = s.hand("A", "Clone")
    s.start()
    s.cast("A", clone)
    s.resolve()
    copy_choice(s, "A", None)
    s.resolve()
    assert s.zone(clone) == "graveyard"      # a 0/0 Clone (704.5f)


def test_707_5_copied_enters_triggered_ability_triggers():
    """CR 707.5 Example (Wall of Omens): the copy's enters-the-battlefield triggered
    abilities trigger.  Here Circuit Mender's "you gain 2 life"."""
    s = Scenario()
    mender = s.battlefield("B", "Circuit Mender")
    lands(s, "A", "Island", 4)
    clone = s.hand("A", "Clone")
    s.start()
    s.cast("A", clone)
    s.resolve()
    copy_choice(s, "A", mender)
    s.resolve()
    assert s.life("A") == 22
    assert s.name(clone) == "Circuit Mender" and s.types(clone) == {"artifact", "creature", "insect"}


def test_707_5_copied_enters_tapped_replacement_applies():
    """CR 707.5 Example (Skyshroud Behemoth): "as enters" replacement effects of
    the copied text apply to the entering copy.  Phyrexian Metamorph copies Worn
    Powerstone ("This artifact enters tapped.") and enters tapped."""
    s = Scenario()
    stone = s.battlefield("B", "Worn Powerstone")
    lands(s, "A", "Island", 4)
    meta = s.hand("A", "Phyrexian Metamorph")
    s.start()
    s.cast("A", meta)
    s.resolve()
    copy_choice(s, "A", stone)
    assert s.zone(meta) == "battlefield"
    assert s.name(meta) == "Worn Powerstone"
    assert s.is_tapped(meta)
    assert s.types(meta) == {"artifact"}     # not a creature: the Powerstone's values


def test_707_2_copy_gets_printed_values_not_pumps_or_counters():
    """CR 707.2: other effects, status and counters are not copied."""
    s = Scenario()
    bears = s.battlefield("A", "Grizzly Bears")
    s.battlefield("A", "Forest")
    growth = s.hand("A", "Giant Growth")
    lands(s, "A", "Island", 4)
    clone = s.hand("A", "Clone")
    s.start()
    s.cast("A", growth, targets=[bears])
    s.resolve()
    assert s.power(bears) == 5
    s.cast("A", clone)
    s.resolve()
    copy_choice(s, "A", bears)
    assert (s.power(clone), s.toughness(clone)) == (2, 2)
    assert (s.power(bears), s.toughness(bears)) == (5, 5)


def test_707_2_copy_of_an_animated_manland_is_a_land_not_a_creature():
    """CR 707.2 Example (Chimeric Staff): a Clone copying an animated Mishra's
    Factory copies only its printed values: a land, not an Assembly-Worker
    artifact creature; it has the Factory's abilities."""
    s = Scenario()
    factory = s.battlefield("A", "Mishra's Factory")
    lands(s, "A", "Island", 5)
    clone = s.hand("A", "Clone")
    s.start()
    s.activate("A", factory, 1)  # "{1}: becomes a 2/2 Assembly-Worker artifact creature"
    s.resolve()
    assert "creature" in s.types(factory)
    s.cast("A", clone)
    s.resolve()
    copy_choice(s, "A", factory)
    assert s.name(clone) == "Mishra's Factory"
    assert s.types(clone) == {"land"}
    assert len(s.abilities(clone)) == len(s.abilities(factory))


def test_707_3_copy_of_a_copy_uses_the_copied_values():
    s = Scenario()
    bears = s.battlefield("B", "Grizzly Bears")
    lands(s, "A", "Island", 8)
    c1 = s.hand("A", "Clone")
    c2 = s.hand("A", "Clone")
    s.start()
    s.cast("A", c1)
    s.resolve()
    copy_choice(s, "A", bears)
    s.cast("A", c2)
    s.resolve()
    opts = list(s.pending.options)
    # Both Grizzly Bears are offered (the real one and the Clone that copies it).
    assert sum("Grizzly Bears" in o for o in opts) == 2
    s.choose("A", c1)
    assert s.name(c2) == "Grizzly Bears"
    assert (s.power(c2), s.toughness(c2)) == (2, 2)
    s.check_invariants()


def test_707_9b_copy_artifact_is_an_enchantment_in_addition():
    """CR 707.9b Example (Copy Artifact copying Juggernaut), with Worn Powerstone."""
    s = Scenario()
    stone = s.battlefield("B", "Worn Powerstone")
    lands(s, "A", "Island", 2)
    ca = s.hand("A", "Copy Artifact")
    s.start()
    s.cast("A", ca)
    s.resolve()
    copy_choice(s, "A", stone)
    assert s.name(ca) == "Worn Powerstone"
    assert s.types(ca) == {"artifact", "enchantment"}
    assert s.is_tapped(ca)


def test_707_9b_exception_is_part_of_the_copiable_values_for_later_copies():
    """CR 707.9b / 707.3: Phyrexian Metamorph copying Grizzly Bears is an artifact
    creature; a Clone copying the Metamorph copies that exception too."""
    s = Scenario()
    bears = s.battlefield("B", "Grizzly Bears")
    lands(s, "A", "Island", 8)
    meta = s.hand("A", "Phyrexian Metamorph")
    clone = s.hand("A", "Clone")
    s.start()
    s.cast("A", meta)
    s.resolve()
    copy_choice(s, "A", bears)
    assert s.types(meta) == {"artifact", "creature", "bear"}
    assert s.name(meta) == "Grizzly Bears"
    s.cast("A", clone)
    s.resolve()
    s.choose("A", meta)
    assert s.types(clone) == {"artifact", "creature", "bear"}
    assert s.types(bears) == {"creature", "bear"}
    s.check_invariants()


def test_707_9d_quicksilver_gargantuan_copying_tarmogoyf_is_7_7():
    """CR 707.9d Example: an exception that sets power and toughness keeps the
    copied characteristic-defining ability from being copied."""
    s = Scenario()
    goyf = s.battlefield("B", "Tarmogoyf")
    s.graveyard("B", "Lightning Bolt")
    s.graveyard("B", "Grizzly Bears")
    lands(s, "A", "Island", 7)
    qg = s.hand("A", "Quicksilver Gargantuan")
    s.start()
    assert (s.power(goyf), s.toughness(goyf)) == (2, 3)
    s.cast("A", qg)
    s.resolve()
    copy_choice(s, "A", goyf)
    assert s.name(qg) == "Tarmogoyf"
    assert (s.power(qg), s.toughness(qg)) == (7, 7)
    s.check_invariants()


def test_707_2_clone_copying_tarmogoyf_copies_its_cda():
    """CR 707.2 with 604.3: a plain copy copies the characteristic-defining ability."""
    s = Scenario()
    goyf = s.battlefield("B", "Tarmogoyf")
    s.graveyard("B", "Lightning Bolt")
    lands(s, "A", "Island", 4)
    clone = s.hand("A", "Clone")
    s.start()
    s.cast("A", clone)
    s.resolve()
    copy_choice(s, "A", goyf)
    # Instant, plus the Clone on the stack went nowhere; 1 card type: 1/2.
    assert (s.power(clone), s.toughness(clone)) == (s.power(goyf), s.toughness(goyf)) == (1, 2)


def test_707_2_copy_of_a_token_is_not_a_token():
    s = Scenario()
    s.battlefield("A", "Forest")
    lyrist = s.battlefield("A", "Imperious Perfect")
    lands(s, "A", "Island", 4)
    clone = s.hand("A", "Clone")
    s.start()
    s.activate("A", lyrist, 0)
    s.resolve()
    token = [t for t in s.permanents("A") if s.is_token(t)][0]
    s.cast("A", clone)
    s.resolve()
    copy_choice(s, "A", token)
    assert s.name(clone) == s.name(token)
    assert not s.is_token(clone)
    # The Perfect's "other Elves you control get +1/+1" applies to the copy (layer 7c).
    assert (s.power(clone), s.toughness(clone)) == (2, 2)


def test_400_7_copy_ends_when_it_leaves_the_battlefield():
    s = Scenario()
    bears = s.battlefield("B", "Grizzly Bears")
    lands(s, "A", "Island", 5)
    clone = s.hand("A", "Clone")
    unsummon = s.hand("A", "Unsummon")
    s.start()
    s.cast("A", clone)
    s.resolve()
    copy_choice(s, "A", bears)
    s.cast("A", unsummon, targets=[clone])
    s.resolve()
    assert s.zone(clone) == "hand"
    assert s.name(clone) == "Clone"


def test_704_5j_clone_copying_a_legendary_creature_legend_rule():
    s = Scenario()
    isamaru = s.battlefield("A", "Isamaru, Hound of Konda")
    lands(s, "A", "Island", 4)
    clone = s.hand("A", "Clone")
    s.start()
    s.cast("A", clone)
    s.resolve()
    copy_choice(s, "A", isamaru)
    # Two legendary permanents named Isamaru: one goes to the graveyard (704.5j).
    if s.pending.kind != "priority":
        s.choose("A", 0)
    s.resolve()
    alive = [c for c in (isamaru, clone) if s.zone(c) == "battlefield"]
    assert len(alive) == 1


def test_613_2a_anthem_applies_to_a_copy_after_layer_1():
    s = Scenario()
    bears = s.battlefield("B", "Grizzly Bears")
    s.battlefield("A", "Glorious Anthem")
    lands(s, "A", "Island", 4)
    clone = s.hand("A", "Clone")
    s.start()
    s.cast("A", clone)
    s.resolve()
    copy_choice(s, "A", bears)
    assert (s.power(clone), s.toughness(clone)) == (3, 3)
    assert (s.base_power(clone), s.base_toughness(clone)) == (2, 2)


def test_707_9b_copy_exception_outside_the_copy_layer_is_rejected():
    with pytest.raises(CardDefinitionError, match="Bad Clone"):
        Card(name="Bad Clone", cost="{3}{U}", type_line="Creature — Shapeshifter",
             oracle="x", power=0, toughness=0,
             replacements=[EnterAsCopy("creature", "x", except_=Change(gain_control=True))])


def test_707_9b_token_copy_isnt_legendary_and_has_flying():
    """"Create a token that's a copy of ..., except the token has flying and it
    isn't legendary" (707.9a-b): the token is a copy with those modifications; no
    legend rule (704.5j) applies."""
    s = Scenario()
    isamaru = s.battlefield("A", "Isamaru, Hound of Konda")
    lands(s, "A", "Island", 4)
    dup = s.hand("A", "Irenicus's Vile Duplication")
    s.start()
    s.cast("A", dup, targets=[isamaru])
    s.resolve()
    toks = [t for t in s.permanents("A") if s.is_token(t)]
    assert len(toks) == 1 and s.zone(isamaru) == "battlefield"
    tok = toks[0]
    assert s.name(tok) == "Isamaru, Hound of Konda"
    assert s.types(tok) == {"creature", "dog"}          # not legendary
    assert "legendary" in s.types(isamaru)
    assert "flying" in s.keywords(tok) and "flying" not in s.keywords(isamaru)
    assert (s.power(tok), s.toughness(tok)) == (2, 2)
    s.check_invariants()


def test_707_3_token_copy_of_a_clone_copies_what_the_clone_copied():
    s = Scenario()
    s.battlefield("B", "Grizzly Bears")
    lands(s, "A", "Island", 8)
    clone = s.hand("A", "Clone")
    dup = s.hand("A", "Irenicus's Vile Duplication")
    s.start()
    s.cast("A", clone)
    s.resolve()
    s.choose("A", 0)  # the Bears
    assert s.name(clone) == "Grizzly Bears"
    s.cast("A", dup, targets=[clone])
    s.resolve()
    tok = [t for t in s.permanents("A") if s.is_token(t)][0]
    assert s.name(tok) == "Grizzly Bears" and "flying" in s.keywords(tok)


def test_707_9a_kiki_jiki_token_copy_has_haste_and_is_sacrificed_at_end_step():
    s = Scenario()
    kiki = s.battlefield("A", "Kiki-Jiki, Mirror Breaker")
    mender = s.battlefield("A", "Circuit Mender")
    s.library("A", "Island")
    s.start()
    s.activate("A", kiki, 0, targets=[mender])
    s.resolve()
    toks = [t for t in s.permanents("A") if s.is_token(t)]
    assert len(toks) == 1
    tok = toks[0]
    assert s.name(tok) == "Circuit Mender" and "haste" in s.keywords(tok)
    assert "haste" not in s.keywords(mender)
    assert s.life("A") == 22      # the copy's "when this creature enters" triggered (707.5)
    hand = s.hand_size("A")
    s.advance("end_step")
    s.resolve()
    assert tok not in s.permanents("A")
    assert s.zone(mender) == "battlefield"
    # The token left the battlefield: the copied "leaves the battlefield, draw a card".
    assert s.hand_size("A") == hand + 1
    s.check_invariants()


def test_602_2b_kiki_jiki_cannot_target_a_legendary_creature():
    s = Scenario()
    kiki = s.battlefield("A", "Kiki-Jiki, Mirror Breaker")
    isamaru = s.battlefield("A", "Isamaru, Hound of Konda")
    s.start()
    with pytest.raises(IllegalActionError):
        s.activate("A", kiki, 0, targets=[isamaru])


def test_702_116a_myriad_in_a_two_player_game_creates_no_token():
    """CR 702.116a: myriad makes a token for each opponent *other than* the
    defending player.  With two players there is none: the trigger resolves, no
    token is created, no delayed exile trigger is made, and the attack goes on."""
    s = Scenario()
    giant = s.battlefield("A", "Warchief Giant")
    s.start()
    s.attack({giant: "B"})
    assert any("Myriad" in str(e) for e in s.stack)   # the trigger is on the stack (603.3)
    s.resolve()
    assert [t for t in s.permanents("A") if s.is_token(t)] == []
    assert s.permanents("A") == [giant]
    s.advance("end_of_combat")
    assert s.stack == []                               # no "exile the tokens" trigger
    assert s.life("B") == 15                             # 5 combat damage (510.2)
    s.check_invariants()


def test_707_5_a_card_entering_as_a_copy_keeps_its_own_types_in_the_graveyard_meanwhile():
    """Found by the random games of tests/test_layers_property.py: while Phyrexian
    Metamorph, returned by Open the Vaults, waits on its "enter as a copy" choice, it
    is still the card Phyrexian Metamorph in its owner's graveyard (an artifact
    creature): Tarmogoyf counts its types, and the layers computed step by step agree
    with a recompute from scratch (613)."""
    from mtgcore.testing import Scenario
    s = Scenario()
    goyf = s.battlefield("A", "Tarmogoyf")
    s.battlefield("B", "Quicksilver Gargantuan")
    for _ in range(6):
        s.battlefield("A", "Plains")
    s.graveyard("A", ["Phyrexian Metamorph", "Artificial Evolution"])
    s.graveyard("B", "Clone")
    vaults = s.hand("A", "Open the Vaults")
    s.library("A", ["Plains"] * 5)
    s.library("B", ["Island"] * 5)
    s.start()
    assert (s.power(goyf), s.toughness(goyf)) == (3, 4)  # artifact, creature, instant
    s.cast("A", vaults)
    s.resolve()
    assert s.pending is not None          # the Metamorph's copy choice, mid-event
    assert s._g.check_derivation() == ""
    assert (s.power(goyf), s.toughness(goyf)) == (3, 4)
