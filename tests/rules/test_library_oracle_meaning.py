"""Library cards brought to their Oracle meaning where the compiler read the Oracle
text differently (issue 19, ground truth): the compiled definition was right."""

from mtgcore.cards.library import ALL_CARDS
from mtgcore.testing import Scenario

LIBRARY = {c.name: c for c in ALL_CARDS}


def test_120_3_earthquake_deals_its_damage_to_creatures_and_players_in_one_event():
    # "Earthquake deals X damage to each creature without flying and each player.":
    # one damage event to all of them (120.3), as Inferno: one effect, one selector
    # that includes the players.
    (dmg,) = LIBRARY["Earthquake"].spell
    assert dmg.op == "deal_damage" and dmg.each.players == "also"
    assert dmg.each.not_keywords == ("flying",)
    s = Scenario()
    for _ in range(2):
        s.battlefield("A", "Mountain")
    quake = s.hand("A", "Earthquake")
    bears = s.battlefield("B", "Grizzly Bears")
    bird = s.battlefield("B", "Birds of Paradise")
    s.start()
    s.cast("A", quake, x=1)
    s.resolve()
    assert s.damage(bears) == 1
    assert s.zone(bird) == "battlefield"
    assert s.life("A") == 19 and s.life("B") == 19


def test_120_3_hurricane_deals_its_damage_to_flyers_and_players_in_one_event():
    (dmg,) = LIBRARY["Hurricane"].spell
    assert dmg.op == "deal_damage" and dmg.each.players == "also"
    s = Scenario()
    for _ in range(2):
        s.battlefield("A", "Forest")
    storm = s.hand("A", "Hurricane")
    bears = s.battlefield("B", "Grizzly Bears")
    bird = s.battlefield("B", "Birds of Paradise")
    s.start()
    s.cast("A", storm, x=1)
    s.resolve()
    assert s.zone(bird) == "graveyard" and s.zone(bears) == "battlefield"
    assert s.life("A") == 19 and s.life("B") == 19


def test_603_2_noxious_ghoul_entering_triggers_once():
    # "Whenever this creature or another Zombie enters": two trigger events, this
    # creature entering or another Zombie entering; the Ghoul entering is only the
    # first, so the non-Zombie creatures get -1/-1 once (a 2/2 survives as a 1/1).
    s = Scenario()
    for _ in range(5):
        s.battlefield("A", "Swamp")
    ghoul = s.hand("A", "Noxious Ghoul")
    bears = s.battlefield("B", "Grizzly Bears")
    s.start()
    s.cast("A", ghoul)
    s.resolve()  # the Ghoul enters
    s.resolve()  # its trigger
    assert s.zone(bears) == "battlefield"
    assert (s.power(bears), s.toughness(bears)) == (1, 1)


def test_115_1d_garruk_untaps_two_target_lands_with_one_word_target():
    (untap,) = LIBRARY["Garruk Wildspeaker"].abilities[0].effects
    assert untap.op == "untap" and untap.target_count == (2, 2)
