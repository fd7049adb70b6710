"""Cards whose names begin with D."""

from mtgcore.cards.dsl import (Activated, ApplyEffect, Bolster, Card, Change, ChangeTargets,
                               Condition, CopySpell, CreateTokens, DealDamage, Destroy, DrawCards,
                               If, May, OnDies, OnStep, Pump, PutCounters, Regenerate,
                               ReturnToHand, Sacrifice, SacrificeCost, Sel, SplitCard, Static,
                               Token, Transform, Triggered, Untap)
from mtgcore.cards.dsl import PreventAllDamage
from mtgcore.cards.library.p import TREASURE

CARDS = [
    Card(
        name="Darkblast",
        cost="{B}",
        type_line="Instant",
        oracle=("Target creature gets -1/-1 until end of turn.\n"
                "Dredge 3 (If you would draw a card, you may mill three cards instead. If you do, "
                "return this card from your graveyard to your hand.)"),
        keywords=["dredge 3"],
        spell=[Pump(-1, -1, target="creature")],
    ),
    Card(
        name="Darkest Hour",
        cost="{B}",
        type_line="Enchantment",
        oracle="All creatures are black.",
        statics=[Static("All creatures are black.", Change(colors="B"), affects="creature")],
    ),
    Card(
        name="Darksteel Myr",
        cost="{3}",
        type_line="Artifact Creature — Myr",
        oracle=('Indestructible (Damage and effects that say "destroy" don\'t destroy this '
                "creature. If its toughness is 0 or less, it still dies.)"),
        power=0,
        toughness=1,
        keywords=["indestructible"],
    ),
    Card(
        name="Dauthi Marauder",
        cost="{2}{B}",
        type_line="Creature — Dauthi Minion",
        oracle="Shadow (This creature can block or be blocked by only creatures with shadow.)",
        power=3,
        toughness=1,
        keywords=["shadow"],
    ),
    Card(
        name="Dauthi Mercenary",
        cost="{2}{B}",
        type_line="Creature — Dauthi Knight Mercenary",
        oracle="Shadow (This creature can block or be blocked by only creatures with shadow.)\n{1}{B}: This creature gets +1/+0 until end of turn.",
        power=2,
        toughness=1,
        keywords=["shadow"],
        abilities=[Activated("{1}{B}: This creature gets +1/+0 until end of turn.",
                             [Pump(1, 0, subject="self")], cost="{1}{B}")],
    ),
    Card(
        name="Dauthi Slayer",
        cost="{B}{B}",
        type_line="Creature — Dauthi Soldier",
        oracle="Shadow (This creature can block or be blocked by only creatures with shadow.)\nThis creature attacks each combat if able.",
        power=2,
        toughness=2,
        keywords=["shadow", "attacks each combat if able"],
    ),
    Card(
        name="Day of Judgment",
        cost="{2}{W}{W}",
        type_line="Sorcery",
        oracle="Destroy all creatures.",
        spell=[Destroy(each="creature")],
    ),
    SplitCard(
        Card(
            name="Dead",
            cost="{R}",
            type_line="Instant",
            oracle="Dead deals 2 damage to target creature.",
            spell=[DealDamage(2, target="creature")],
        ),
        Card(
            name="Gone",
            cost="{2}{R}",
            type_line="Instant",
            oracle="Return target creature you don't control to its owner's hand.",
            spell=[ReturnToHand(target="creature you don't control")],
        ),
    ),
    Card(
        name="Deadly Dispute",
        cost="{1}{B}",
        type_line="Instant",
        oracle=("As an additional cost to cast this spell, sacrifice an artifact or creature.\n"
                "Draw two cards and create a Treasure token. (It's an artifact with \"{T}, "
                "Sacrifice this token: Add one mana of any color.\")"),
        additional_cost=SacrificeCost(Sel(types=("artifact", "creature"),
                                          text="artifact or creature")),
        spell=[DrawCards(2), CreateTokens(1, TREASURE)],
    ),
    Card(
        name="Deadly Recluse",
        cost="{1}{G}",
        type_line="Creature — Spider",
        oracle=("Reach (This creature can block creatures with flying.)\n"
                "Deathtouch (Any amount of damage this deals to a creature is enough "
                "to destroy it.)"),
        power=1,
        toughness=2,
        keywords=["reach", "deathtouch"],
    ),
    Card(
        name="Defend the Hearth",
        cost="{1}{G}",
        type_line="Instant",
        oracle="Prevent all combat damage that would be dealt to players this turn.",
        spell=[PreventAllDamage(each=Sel(players="only", text="players"), combat=True)],
    ),
    Card(
        name="Deflection",
        cost="{3}{U}",
        type_line="Instant",
        oracle="Change the target of target spell with a single target.",
        spell=[ChangeTargets("spell with a single target")],
    ),
    Card(
        name="Delver of Secrets",
        cost="{U}",
        type_line="Creature — Human Wizard",
        oracle=("At the beginning of your upkeep, look at the top card of your library. You may "
                "reveal that card. If an instant or sorcery card is revealed this way, transform "
                "this creature."),
        power=1,
        toughness=1,
        # Looking changes nothing here (hidden information isn't modelled): "you may
        # reveal" is the choice, and an instant or sorcery card on top transforms it.
        abilities=[Triggered("At the beginning of your upkeep, look at the top card of your "
                             "library. You may reveal that card. If an instant or sorcery card is "
                             "revealed this way, transform this creature.",
                             OnStep("upkeep"),
                             [May(If(Condition("top card of your library is",
                                               of=Sel(types=("instant", "sorcery"), zone="library",
                                                      text="instant or sorcery card")),
                                     Transform(subject="self")))])],
        back_face=Card(
            name="Insectile Aberration",
            type_line="Creature — Human Insect",
            colors="U",
            oracle="Flying",
            power=3,
            toughness=2,
            keywords=["flying"],
        ),
    ),
    Card(
        name="Devoted Retainer",
        cost="{W}",
        type_line="Creature — Human Samurai",
        oracle="Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)",
        power=1,
        toughness=1,
        keywords=["bushido 1"],
    ),
    Card(
        name="Diabolic Edict",
        cost="{1}{B}",
        type_line="Instant",
        oracle="Target player sacrifices a creature of their choice.",
        spell=[Sacrifice("creature", target="player")],
    ),
    Card(
        name="Diminish",
        cost="{U}",
        type_line="Instant",
        oracle="Target creature has base power and toughness 1/1 until end of turn.",
        spell=[ApplyEffect(Change(power=1, toughness=1), target="creature")],  # 613.4b
    ),
    Card(
        name="Disenchant",
        cost="{1}{W}",
        type_line="Instant",
        oracle="Destroy target artifact or enchantment.",
        spell=[Destroy(target="artifact or enchantment")],
    ),
    Card(
        name="Dismember",
        cost="{1}{B/P}{B/P}",
        type_line="Instant",
        oracle=("({B/P} can be paid with either {B} or 2 life.)\n"
                "Target creature gets -5/-5 until end of turn."),
        spell=[Pump(-5, -5, target="creature")],
    ),
    Card(
        name="Divination",
        cost="{2}{U}",
        type_line="Sorcery",
        oracle="Draw two cards.",
        spell=[DrawCards(2)],
    ),
    Card(
        name="Doom Blade",
        cost="{1}{B}",
        type_line="Instant",
        oracle="Destroy target nonblack creature.",
        spell=[Destroy(target="nonblack creature")],
    ),
    Card(
        name="Doomed Traveler",
        cost="{W}",
        type_line="Creature — Human Soldier",
        oracle="When this creature dies, create a 1/1 white Spirit creature token with flying.",
        power=1,
        toughness=1,
        abilities=[Triggered("When this creature dies, create a 1/1 white Spirit creature "
                             "token with flying.", OnDies(),
                             [CreateTokens(1, Token("Spirit", "W", 1, 1, ("flying",),
                                                    oracle="Flying"))])],
    ),
    Card(
        name="Double Major",
        cost="{G}{U}",
        type_line="Instant",
        oracle=("Copy target creature spell you control, except it isn't legendary if the spell is "
                "legendary. (A copy of a creature spell becomes a token.)"),
        # CR 707.10, 707.9b; the copy resolves into a token (608.3f, 707.10f).
        spell=[CopySpell(target=Sel(types=("creature",), zone="stack", controller="you",
                                    text="creature spell you control"),
                         new_targets=False, except_=Change(remove_supertypes=("legendary",)))],
    ),
    Card(
        name="Dragonscale Boon",
        cost="{3}{G}",
        type_line="Instant",
        oracle="Put two +1/+1 counters on target creature and untap it.",
        spell=[PutCounters("+1/+1", 2, target="creature"), Untap(subject="target:0")],
    ),
    Card(
        name="Dregscape Zombie",
        cost="{1}{B}",
        type_line="Creature — Zombie",
        oracle=("Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It "
                "gains haste. Exile it at the beginning of the next end step or if it would leave "
                "the battlefield. Unearth only as a sorcery.)"),
        power=2,
        toughness=1,
        keywords=["unearth {B}"],
    ),
    Card(
        name="Dromoka's Gift",
        cost="{4}{G}",
        type_line="Instant",
        oracle=("Bolster 4. (Choose a creature with the least toughness among creatures you control "
                "and put four +1/+1 counters on it.)"),
        spell=[Bolster(4)],
    ),
    Card(
        name="Drudge Skeletons",
        cost="{1}{B}",
        type_line="Creature — Skeleton",
        oracle=("{B}: Regenerate this creature. (The next time this creature would be "
                "destroyed this turn, instead tap it, remove it from combat, and heal "
                "all damage on it.)"),
        power=1,
        toughness=1,
        abilities=[Activated("{B}: Regenerate this creature.", [Regenerate()], cost="{B}")],
    ),
    Card(
        name="Dryad Sophisticate",
        cost="{1}{G}",
        type_line="Creature — Dryad",
        oracle=("Nonbasic landwalk (This creature can't be blocked as long as defending player "
                "controls a nonbasic land.)"),
        power=2,
        toughness=1,
        keywords=["nonbasic landwalk"],
    ),
    Card(
        name="Dungrove Elder",
        cost="{2}{G}",
        type_line="Creature — Treefolk",
        oracle=("Hexproof (This creature can't be the target of spells or abilities your "
                "opponents control.)\n"
                "Dungrove Elder's power and toughness are each equal to the number of Forests you "
                "control."),
        power=0,
        toughness=0,
        keywords=["hexproof"],
        statics=[Static("Dungrove Elder's power and toughness are each equal to the number of "
                        "Forests you control.",
                        Change(power=1, toughness=1, pt_amount="count",
                               pt_of=Sel(subtype="Forest", controller="you", text="Forest you control")),
                        cda=True)],  # 604.3
    ),
    Card(
        name="Dusk Imp",
        cost="{2}{B}",
        type_line="Creature — Imp",
        oracle="Flying",
        power=2,
        toughness=1,
        keywords=["flying"],
    ),
]
