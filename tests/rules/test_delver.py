"""Delver of Secrets // Insectile Aberration: "At the beginning of your upkeep, look at
the top card of your library. You may reveal that card. If an instant or sorcery card
is revealed this way, transform this creature." (701.27a; the card stays on top)."""

from mtgcore.testing import Scenario


def _delver(top):
    s = Scenario()
    s.library("A", [top] + ["Island"] * 5)
    s.library("B", ["Island"] * 6)
    delver = s.battlefield("A", "Delver of Secrets")
    s.start()
    s.advance("upkeep", turn=3)                  # A's next upkeep
    assert len(s.stack) == 1
    s.resolve()
    assert s.pending.kind == "yes_no"            # "You may reveal that card."
    return s, delver


def test_701_27a_delver_reveals_an_instant_and_transforms():
    s, delver = _delver("Lightning Bolt")
    s.choose("A", "yes")
    assert (s.name(delver), s.power(delver), s.toughness(delver)) == ("Insectile Aberration", 3, 2)
    assert "flying" in s.keywords(delver)
    s.advance("precombat_main")                  # the card stayed on top: A draws it
    assert [c.name for c in s.cards("A", "hand")] == ["Lightning Bolt"]


def test_701_27a_delver_doesnt_transform_for_a_land_or_when_not_revealing():
    s, delver = _delver("Island")
    s.choose("A", "yes")
    assert s.name(delver) == "Delver of Secrets"
    s2, delver2 = _delver("Shock")
    s2.choose("A", "no")                         # not revealed: nothing happens
    assert s2.name(delver2) == "Delver of Secrets"


def test_712_8e_a_clone_of_insectile_aberration_has_mana_value_0():
    s = Scenario()
    s.library("A", ["Lightning Bolt"] + ["Island"] * 5)
    s.library("B", ["Island"] * 6)
    delver = s.battlefield("A", "Delver of Secrets")
    for _ in range(4):
        s.battlefield("A", "Island")
    clone = s.hand("A", "Clone")
    s.start()
    s.advance("upkeep", turn=3)
    s.resolve()
    s.choose("A", "yes")                         # transforms
    s.advance("precombat_main")
    s.cast("A", clone)
    s.resolve()
    s.choose("A", "Insectile Aberration")
    assert (s.name(clone), s.power(clone), s.toughness(clone)) == ("Insectile Aberration", 3, 2)
    assert s.mana_value(delver) == 1             # 712.8e: its front face's
    assert s.mana_value(clone) == 0              # a copy of a back face
