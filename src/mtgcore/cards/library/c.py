"""Cards whose names begin with C."""

from mtgcore.cards.dsl import (CHOSEN_TYPE, Amount, AsEntersChooseCreatureType, Card, Change,
                               Condition, CostChange, Counter, CounterReplacement, DealDamage,
                               DiscardHand, DrawCards, Emblem, EnterAsCopy, Exile,
                               ExileIfItWouldDie, GainLife, GetEmblem, If, IfNot, LookAtTop,
                               Loyalty, ManaAbility, Modal, OnDies, OnEnter, OnLeave, OnStep,
                               Pump, PutCounters, PutOnLibrary, ReturnToHand, Sel, SetIt, Static,
                               Surveil, Tap, Triggered)
from mtgcore.cards.dsl import ReturnToBattlefield

_CHOSEN_CREATURE_SPELL = Sel(types=("creature",), subtype=CHOSEN_TYPE, zone="stack",
                             text="creature spell of the chosen type")

CARDS = [
    Card(
        name="Cancel",
        cost="{1}{U}{U}",
        type_line="Instant",
        oracle="Counter target spell.",
        spell=[Counter("spell")],
    ),
    Card(
        name="Canyon Jerboa",
        cost="{2}{W}",
        type_line="Creature — Mouse",
        oracle=("Landfall — Whenever a land you control enters, creatures you control get +1/+1 "
                "until end of turn."),
        power=1,
        toughness=2,
        abilities=[Triggered("Landfall — Whenever a land you control enters, creatures you "
                             "control get +1/+1 until end of turn.",
                             OnEnter(Sel(types=("land",), controller="you",
                                         text="land you control")),
                             [Pump(1, 1, each="creature you control")])],
    ),
    Card(
        name="Carnage Tyrant",
        cost="{4}{G}{G}",
        type_line="Creature — Dinosaur",
        oracle="This spell can't be countered.\nTrample, hexproof",
        power=7,
        toughness=6,
        keywords=["trample", "hexproof"],
        cant_be_countered=True,
    ),
    Card(
        name="Carth the Lion",
        cost="{2}{B}{G}",
        type_line="Legendary Creature — Human Warrior",
        oracle=("Whenever Carth enters or a planeswalker you control dies, look at the top seven "
                "cards of your library. You may reveal a planeswalker card from among them and put "
                "it into your hand. Put the rest on the bottom of your library in a random order.\n"
                "Planeswalkers' loyalty abilities you activate cost an additional [+1] to "
                "activate."),
        power=3,
        toughness=5,
        abilities=[Triggered("Whenever Carth enters or a planeswalker you control dies, look at "
                             "the top seven cards of your library. You may reveal a planeswalker "
                             "card from among them and put it into your hand. Put the rest on the "
                             "bottom of your library in a random order.", on,
                             [LookAtTop(7, Sel(types=("planeswalker",), zone="library",
                                               text="planeswalker card"))])
                   for on in (OnEnter(), OnDies(Sel(types=("planeswalker",), controller="you",
                                                    text="planeswalker you control")))],
        statics=[Static("Planeswalkers' loyalty abilities you activate cost an additional [+1] to "
                        "activate.",
                        Change(player_rules=("loyalty abilities cost an additional [+1]",)),
                        affects="you")],  # CR 606.4-606.6
    ),
    Card(
        name="Cathars' Crusade",
        cost="{3}{W}{W}",
        type_line="Enchantment",
        oracle=("Whenever a creature you control enters, put a +1/+1 counter on each creature you "
                "control."),
        abilities=[Triggered("Whenever a creature you control enters, put a +1/+1 counter on each "
                             "creature you control.", OnEnter("creature you control"),
                             [PutCounters("+1/+1", 1, each="creature you control")])],
    ),
    Card(
        name="Cavern of Souls",
        type_line="Land",
        oracle=("As this land enters, choose a creature type.\n"
                "{T}: Add {C}.\n"
                "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of "
                "the chosen type, and that spell can't be countered."),
        replacements=[AsEntersChooseCreatureType("As this land enters, choose a creature type.")],
        # CR 106.6: a spending restriction and a rider, both on the chosen type (614.12a).
        abilities=[ManaAbility("C"),
                   ManaAbility("any", "{T}: Add one mana of any color. Spend this mana only to cast a "
                               "creature spell of the chosen type, and that spell can't be countered.",
                               spend_only=_CHOSEN_CREATURE_SPELL, uncounterable_on=_CHOSEN_CREATURE_SPELL)],
    ),
    Card(
        name="Centaur Courser",
        cost="{2}{G}",
        type_line="Creature — Centaur Warrior",
        oracle="",
        power=3,
        toughness=3,
    ),
    Card(
        name="Chandra, Awakened Inferno",
        cost="{4}{R}{R}",
        type_line="Legendary Planeswalker — Chandra",
        oracle=("This spell can't be countered.\n"
                '[+2]: Each opponent gets an emblem with "At the beginning of your upkeep, this '
                'emblem deals 1 damage to you."\n'
                "[−3]: Chandra deals 3 damage to each non-Elemental creature.\n"
                "[−X]: Chandra deals X damage to target creature or planeswalker. If a permanent "
                "dealt damage this way would die this turn, exile it instead."),
        loyalty=6,
        cant_be_countered=True,
        abilities=[Loyalty("[+2]: Each opponent gets an emblem with \"At the beginning of your "
                           "upkeep, this emblem deals 1 damage to you.\"",
                           [GetEmblem(Emblem("Chandra, Awakened Inferno",
                                             "At the beginning of your upkeep, this emblem deals "
                                             "1 damage to you.",
                                             (Triggered("At the beginning of your upkeep, this "
                                                        "emblem deals 1 damage to you.",
                                                        OnStep("upkeep", player="you"),
                                                        [DealDamage(1, subject="you")]),)),
                                      subject="each opponent")]),
                   Loyalty("[−3]: Chandra deals 3 damage to each non-Elemental creature.",
                           [DealDamage(3, each=Sel(types=("creature",), not_subtype="Elemental",
                                                   text="non-Elemental creature"))]),
                   # CR 107.3a, 606.6: X announced as it is activated, at most its loyalty.
                   Loyalty("[−X]: Chandra deals X damage to target creature or planeswalker. If "
                           "a permanent dealt damage this way would die this turn, exile it "
                           "instead.",
                           [DealDamage(Amount("x"), target="creature or planeswalker"),
                            ExileIfItWouldDie(subject="target:0")])],
    ),
    Card(
        name="Charging Rhino",
        cost="{3}{G}{G}",
        type_line="Creature — Rhino",
        oracle="This creature can't be blocked by more than one creature.",
        power=4,
        toughness=4,
        keywords=["can't be blocked by more than one creature"],
    ),
    Card(
        name="Child of Night",
        cost="{1}{B}",
        type_line="Creature — Vampire",
        oracle="Lifelink",
        power=2,
        toughness=1,
        keywords=["lifelink"],
    ),
    Card(
        name="Chill",
        cost="{1}{U}",
        type_line="Enchantment",
        oracle="Red spells cost {2} more to cast.",
        cost_changes=[CostChange("Red spells cost {2} more to cast.", more=2,
                                 spells=Sel(colors=("red",), zone="stack", text="red spell"))],
    ),
    Card(
        name="Circuit Mender",
        cost="{3}",
        type_line="Artifact Creature — Insect",
        oracle=("When this creature enters, you gain 2 life.\n"
                "When this creature leaves the battlefield, draw a card."),
        power=2,
        toughness=3,
        abilities=[Triggered("When this creature enters, you gain 2 life.", OnEnter(),
                             [GainLife(2)]),
                   Triggered("When this creature leaves the battlefield, draw a card.",
                             OnLeave(), [DrawCards(1)])],
    ),
    Card(
        name="Cling to Dust",
        cost="{B}",
        type_line="Instant",
        oracle=("Exile target card from a graveyard. If it was a creature card, you gain 3 life. "
                "Otherwise, you draw a card.\n"
                "Escape—{3}{B}, Exile five other cards from your graveyard. (You may cast this "
                "card from your graveyard for its escape cost.)"),
        spell=[SetIt(target="card in a graveyard"), Exile(subject="target:0"),
               If(Condition("it was creature card"), GainLife(3)),
               IfNot(Condition("it was creature card"), DrawCards(1))],
        escape="{3}{B}, Exile five other cards from your graveyard",  # CR 702.138a
    ),
    Card(
        name="Clone",
        cost="{3}{U}",
        type_line="Creature — Shapeshifter",
        oracle="You may have this creature enter as a copy of any creature on the battlefield.",
        power=0,
        toughness=0,
        replacements=[EnterAsCopy("creature", "You may have this creature enter as a copy of any "
                                  "creature on the battlefield.")],
    ),
    Card(
        name="Cloudshift",
        cost="{W}",
        type_line="Instant",
        oracle=("Exile target creature you control, then return that card to the battlefield under "
                "your control."),
        # CR 400.7j: "that card" is the new object the exile made.
        spell=[Exile(target="creature you control"),
               ReturnToBattlefield(subject="that card", under="you")],
    ),
    Card(
        name="Collective Defiance",
        cost="{1}{R}{R}",
        type_line="Sorcery",
        oracle=("Escalate {1} (Pay this cost for each mode chosen beyond the first.)\n"
                "Choose one or more —\n"
                "• Target player discards all the cards in their hand, then draws that many "
                "cards.\n"
                "• Collective Defiance deals 4 damage to target creature.\n"
                "• Collective Defiance deals 3 damage to target opponent or planeswalker."),
        spell=Modal("one or more",
                    [DiscardHand(target="player"),
                     DrawCards(Amount("last count"), subject="target:0")],
                    [DealDamage(4, target="creature")],
                    [DealDamage(3, target=Sel(types=("planeswalker",), players="also",
                                              player="opponent",
                                              text="opponent or planeswalker"))]),
        escalate="{1}",
    ),
    Card(
        name="Colossal Dreadmaw",
        cost="{4}{G}{G}",
        type_line="Creature — Dinosaur",
        oracle=("Trample (This creature can deal excess combat damage to the player "
                "or planeswalker it's attacking.)"),
        power=6,
        toughness=6,
        keywords=["trample"],
    ),
    Card(
        name="Concentrate",
        cost="{2}{U}{U}",
        type_line="Sorcery",
        oracle="Draw three cards.",
        spell=[DrawCards(3)],
    ),
    Card(
        name="Condemn",
        cost="{W}",
        type_line="Instant",
        oracle=("Put target attacking creature on the bottom of its owner's library. Its "
                "controller gains life equal to its toughness."),
        spell=[PutOnLibrary(target="attacking creature", bottom=True),
               GainLife(Amount("toughness of target"), subject="target controller:0")],
    ),
    Card(
        name="Consider",
        cost="{U}",
        type_line="Instant",
        oracle=("Surveil 1. (Look at the top card of your library. You may put it into your "
                "graveyard.)\n"
                "Draw a card."),
        spell=[Surveil(1), DrawCards(1)],
    ),
    Card(
        name="Control Magic",
        cost="{2}{U}{U}",
        type_line="Enchantment — Aura",
        oracle="Enchant creature\nYou control enchanted creature.",
        enchant="creature",
        statics=[Static("You control enchanted creature.", Change(gain_control=True), affects="attached")],
    ),
    Card(
        name="Convalescence",
        cost="{1}{W}",
        type_line="Enchantment",
        oracle="At the beginning of your upkeep, if you have 10 or less life, you gain 1 life.",
        abilities=[Triggered("At the beginning of your upkeep, if you have 10 or less life, you "
                             "gain 1 life.", OnStep("upkeep"), [GainLife(1)],
                             condition=Condition("life at most", n=10))],
    ),
    Card(
        name="Copy Artifact",
        cost="{1}{U}",
        type_line="Enchantment",
        oracle=("You may have this enchantment enter as a copy of any artifact on the battlefield, "
                "except it's an enchantment in addition to its other types."),
        replacements=[EnterAsCopy("artifact", "You may have this enchantment enter as a copy of "
                                  "any artifact on the battlefield, except it's an enchantment in "
                                  "addition to its other types.",
                                  except_=Change(add_types="enchantment"))],  # 707.9b
    ),
    Card(
        name="Corpsejack Menace",
        cost="{2}{B}{G}",
        type_line="Creature — Fungus",
        oracle=("If one or more +1/+1 counters would be put on a creature you control, "
                "twice that many +1/+1 counters are put on it instead."),
        power=4,
        toughness=4,
        replacements=[CounterReplacement(
            "If one or more +1/+1 counters would be put on a creature you control, "
            "twice that many +1/+1 counters are put on it instead.", "double", "+1/+1")],
    ),
    Card(
        name="Counterspell",
        cost="{U}{U}",
        type_line="Instant",
        oracle="Counter target spell.",
        spell=[Counter("spell")],
    ),
    Card(
        name="Craw Giant",
        cost="{3}{G}{G}{G}{G}",
        type_line="Creature — Giant",
        oracle=("Trample\nRampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end "
                "of turn for each creature blocking it beyond the first.)"),
        power=6,
        toughness=4,
        keywords=["trample", "rampage 2"],
    ),
    Card(
        name="Craw Wurm",
        cost="{4}{G}{G}",
        type_line="Creature — Wurm",
        oracle="",
        power=6,
        toughness=4,
    ),
    Card(
        name="Crippling Blight",
        cost="{B}",
        type_line="Enchantment — Aura",
        oracle="Enchant creature\nEnchanted creature gets -1/-1 and can't block.",
        enchant="creature",
        # CR 613.10: "can't block" is a rules effect, not an ability it gains.
        statics=[Static("Enchanted creature gets -1/-1 and can't block.",
                        Change(plus_power=-1, plus_toughness=-1, restrict="can't block"), affects="attached")],
    ),
    Card(
        name="Crusade",
        cost="{W}{W}",
        type_line="Enchantment",
        oracle="White creatures get +1/+1.",
        statics=[Static("White creatures get +1/+1.", Change(plus_power=1, plus_toughness=1),
                        affects=Sel(types=("creature",), colors=("white",), text="white creature"))],
    ),
    Card(
        name="Crush Contraband",
        cost="{3}{W}",
        type_line="Instant",
        oracle="Choose one or both —\n• Exile target artifact.\n• Exile target enchantment.",
        spell=Modal("one or both", [Exile("artifact")], [Exile("enchantment")]),
    ),
    Card(
        name="Cryptic Command",
        cost="{1}{U}{U}{U}",
        type_line="Instant",
        oracle=("Choose two —\n• Counter target spell.\n• Return target permanent to its owner's "
                "hand.\n• Tap all creatures your opponents control.\n• Draw a card."),
        spell=Modal("two", [Counter("spell")], [ReturnToHand("permanent")],
                    [Tap(each="creature an opponent controls")], [DrawCards(1)]),
    ),
    Card(
        name="Cyclonic Rift",
        cost="{1}{U}",
        type_line="Instant",
        oracle=("Return target nonland permanent you don't control to its owner's hand.\n"
                "Overload {6}{U} (You may cast this spell for its overload cost. If you do, "
                'change "target" in its text to "each.")'),
        spell=[ReturnToHand(target=Sel(not_types=("land",), controller="opponent",
                                       text="nonland permanent you don't control"))],
        overload="{6}{U}",
    ),
]
