"""Cards whose names begin with I."""

from mtgcore.cards.dsl import (Activated, Anthem, Card, Change, Condition, CounterUnlessPay,
                               CreateTokenCopy, CreateTokens, DealDamage, Discard, DrawCards,
                               GainLife, IfKicked, LoseLife, Modal, OnEnter, OnLeave, Pump,
                               ReturnToHand, Sacrifice, Sel, Static, Tap, Token, Triggered)
from mtgcore.cards.dsl import PreventAllDamage, Target

CARDS = [
    Card(
        name="Ice-Fang Coatl",
        cost="{G}{U}",
        type_line="Snow Creature — Snake",
        oracle=("Flash\nFlying\nWhen this creature enters, draw a card.\n"
                "This creature has deathtouch as long as you control at least three other snow "
                "permanents."),
        power=1,
        toughness=1,
        keywords=["flash", "flying"],
        abilities=[Triggered("When this creature enters, draw a card.", OnEnter(), [DrawCards(1)])],
        statics=[Static("This creature has deathtouch as long as you control at least three other "
                        "snow permanents.", Change(add_keywords=("deathtouch",)),
                        condition=Condition("you control", n=3,
                                            of=Sel(supertypes=("snow",), controller="you",
                                                   another=True,
                                                   text="other snow permanent you control")))],
    ),
    Card(
        name="Icehide Troll",
        cost="{2}{G}",
        type_line="Snow Creature — Troll Warrior",
        oracle=("{S}{S}: This creature gets +2/+0 and gains indestructible until end of turn. Tap "
                'it. (Damage and effects that say "destroy" don\'t destroy it. {S} can be paid '
                "with one mana from a snow source.)"),
        power=2,
        toughness=3,
        # CR 107.4h: {S} is paid with mana from a snow source (606-free: a plain activation).
        abilities=[Activated("{S}{S}: This creature gets +2/+0 and gains indestructible until "
                             "end of turn. Tap it.",
                             [Pump(2, 0, subject="self", keywords=("indestructible",)),
                              Tap(subject="self")], cost="{S}{S}")],
    ),
    Card(
        name="Illusions of Grandeur",
        cost="{3}{U}",
        type_line="Enchantment",
        oracle=("Cumulative upkeep {2} (At the beginning of your upkeep, put an age counter on "
                "this permanent, then sacrifice it unless you pay its upkeep cost for each age "
                "counter on it.)\n"
                "When this enchantment enters, you gain 20 life.\n"
                "When this enchantment leaves the battlefield, you lose 20 life."),
        keywords=["cumulative upkeep {2}"],
        abilities=[Triggered("When this enchantment enters, you gain 20 life.", OnEnter(),
                             [GainLife(20)]),
                   Triggered("When this enchantment leaves the battlefield, you lose 20 life.",
                             OnLeave(), [LoseLife(20)])],
    ),
    Card(
        name="Imperious Perfect",
        cost="{2}{G}",
        type_line="Creature — Elf Warrior",
        oracle=("Other Elves you control get +1/+1.\n{G}, {T}: Create a 1/1 green Elf Warrior "
                "creature token."),
        power=2,
        toughness=2,
        abilities=[Activated("{G}, {T}: Create a 1/1 green Elf Warrior creature token.",
                             [CreateTokens(1, Token("Elf Warrior", "G", 1, 1))], cost="{G}",
                             tap=True)],
        statics=[Anthem("Other Elves you control get +1/+1.", 1, 1,
                        affects=Sel(subtype="Elf", controller="you", another=True,
                                    text="other Elves you control"))],
    ),
    Card(
        name="Indestructible Aura",
        cost="{W}",
        type_line="Instant",
        oracle="Prevent all damage that would be dealt to target creature this turn.",
        spell=[PreventAllDamage(target="creature")],
    ),
    Card(
        name="Inferno",
        cost="{5}{R}{R}",
        type_line="Instant",
        oracle="Inferno deals 6 damage to each creature and each player.",
        spell=[DealDamage(6, each=Sel(types=("creature",), players="also",
                                      text="each creature and each player"))],
    ),
    Card(
        name="Infest",
        cost="{1}{B}{B}",
        type_line="Sorcery",
        oracle="All creatures get -2/-2 until end of turn.",
        spell=[Pump(-2, -2, each="creature")],
    ),
    Card(
        name="Innocent Blood",
        cost="{B}",
        type_line="Sorcery",
        oracle="Each player sacrifices a creature of their choice.",
        spell=[Sacrifice("creature", subject="each player")],
    ),
    Card(
        name="Intangible Virtue",
        cost="{1}{W}",
        type_line="Enchantment",
        oracle="Creature tokens you control get +1/+1 and have vigilance.",
        statics=[Anthem("Creature tokens you control get +1/+1 and have vigilance.", 1, 1,
                        affects=Sel(types=("creature",), token=True, controller="you",
                                    text="creature token you control"),
                        keywords=["vigilance"])],
    ),
    Card(
        name="Into the Roil",
        cost="{1}{U}",
        type_line="Instant",
        oracle=("Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\n"
                "Return target nonland permanent to its owner's hand. If this spell was kicked, "
                "draw a card."),
        kicker="{1}{U}",
        spell=[ReturnToHand("nonland permanent"), IfKicked(DrawCards(1))],
    ),
    Card(
        name="Into the Void",
        cost="{3}{U}",
        type_line="Sorcery",
        oracle="Return up to two target creatures to their owners' hands.",
        spell=[ReturnToHand(target=Target("creature", up_to=2))],
    ),
    Card(
        name="Invasion of Dominaria",
        cost="{2}{W}",
        type_line="Battle — Siege",
        oracle=("(As a Siege enters, choose an opponent to protect it. You and others can attack "
                "it. When it's defeated, exile it, then cast it transformed.)\n"
                "When this Siege enters, you gain 4 life and draw a card."),
        defense=5,
        abilities=[Triggered("When this Siege enters, you gain 4 life and draw a card.", OnEnter(),
                             [GainLife(4), DrawCards(1)])],
        # CR 712: its back face, cast when the Siege is defeated (310.11b).
        back_face=Card(name="Serra Faithkeeper", type_line="Creature — Angel", colors="W",
                       oracle="Flying, vigilance", power=4, toughness=4,
                       keywords=["flying", "vigilance"]),
    ),
    Card(
        name="Irenicus's Vile Duplication",
        cost="{3}{U}",
        type_line="Sorcery",
        oracle=("Create a token that's a copy of target creature you control, except the token has "
                "flying and it isn't legendary."),
        spell=[CreateTokenCopy(target="creature you control",  # 707.9a-b
                               except_=Change(add_keywords="flying",
                                              remove_supertypes="legendary"))],
    ),
    Card(
        name="Isamaru, Hound of Konda",
        cost="{W}",
        type_line="Legendary Creature — Dog",
        oracle="",
        power=2,
        toughness=2,
    ),
    # CR 305.6: the basic land type grants "{T}: Add {U}." (added by the DSL).
    Card(
        name="Island",
        type_line="Basic Land — Island",
        oracle="({T}: Add {U}.)",
    ),
    Card(
        name="Izzet Charm",
        cost="{U}{R}",
        type_line="Instant",
        oracle=("Choose one —\n• Counter target noncreature spell unless its controller pays "
                "{2}.\n• Izzet Charm deals 2 damage to target creature.\n• Draw two cards, then "
                "discard two cards."),
        spell=Modal("one", [CounterUnlessPay(2, target="noncreature spell")],
                    [DealDamage(2, target="creature")], [DrawCards(2), Discard(2)]),
    ),
]
