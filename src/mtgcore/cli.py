"""The ``mtgcore`` command."""

from __future__ import annotations

import sys
import time

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from mtgcore._checks import MAX_GAMES
from mtgcore.deck import BUNDLED, Deck
from mtgcore.errors import MtgError


class _Command(click.Group):
    """Every error is one line on stderr, never a traceback: exit status 2 for a
    usage error (bad option or value), 1 for bad data (a deck, a file), 130 for
    Ctrl-C."""

    def main(self, *args, **kwargs):
        kwargs["standalone_mode"] = False
        try:
            rv = super().main(*args, **kwargs)
        except click.UsageError as e:
            click.echo(f"mtgcore: usage error: {e.format_message()}", err=True)
            sys.exit(2)
        except click.ClickException as e:
            click.echo(f"mtgcore: error: {e.format_message()}", err=True)
            sys.exit(e.exit_code)
        except MtgError as e:
            click.echo(f"mtgcore: error: {e}", err=True)
            sys.exit(1)
        except (KeyboardInterrupt, click.Abort):
            click.echo("mtgcore: interrupted", err=True)
            sys.exit(130)
        sys.exit(rv if isinstance(rv, int) else 0)


@click.group(cls=_Command)
@click.version_option(package_name="mtgcore")
def main() -> None:
    """mtgcore: a fast, correct Magic: The Gathering rules engine."""


@main.command()
@click.argument("deck_a", required=False)
@click.argument("deck_b", required=False)
@click.option("--games", "-n", default=10000, show_default=True, type=click.IntRange(1, MAX_GAMES),
              help="Number of games.")
@click.option("--seed", "-s", default=0, show_default=True, help="Batch seed (game i uses seed and i).")
@click.option("--policy", "-p", type=click.Choice(["random", "greedy"]), default="greedy",
              show_default=True, help="Built-in native policy for both players.")
@click.option("--threads", "-t", default=None, type=click.IntRange(min=1),
              help="Threads (default and maximum: all cores).")
@click.option("--no-progress", is_flag=True, help="Hide the progress bar.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the summary and per-game results as JSON (nothing else on stdout).")
@click.option("--csv", "csv_path", type=click.Path(dir_okay=False, writable=True),
              help="Also write one CSV row per game to this file.")
def simulate(deck_a, deck_b, games, seed, policy, threads, no_progress, as_json, csv_path) -> None:
    """Play DECK_A against DECK_B (files, or bundled deck names) natively.

    With no decks, plays the bundled green_stompy against red_burn.
    Bundled decks: green_stompy, red_burn, white_weenie, blue_black_skies.
    """
    from mtgcore.simulate import simulate as run

    console = Console(stderr=as_json)
    try:
        da = Deck.load(deck_a or BUNDLED[0])
        db = Deck.load(deck_b or BUNDLED[1])
    except MtgError as e:
        raise click.ClickException(str(e)) from None
    start = time.perf_counter()
    if games >= 2000 and not no_progress and not as_json:
        with Progress(TextColumn("[bold]simulating"), BarColumn(), MofNCompleteColumn(),
                      TimeRemainingColumn(), console=console, transient=True) as bar:
            task = bar.add_task("games", total=games)
            res = run(da, db, games=games, seed=seed, policy=policy, threads=threads,
                      progress=lambda done: bar.update(task, completed=done))
    else:
        res = run(da, db, games=games, seed=seed, policy=policy, threads=threads)
    elapsed = time.perf_counter() - start
    if csv_path:
        try:
            res.to_csv(csv_path)
        except OSError as e:
            raise click.ClickException(f"cannot write {csv_path!r}: {e.strerror}") from None
    if as_json:
        import json
        out = res.to_dict()
        out["summary"]["seconds"] = round(elapsed, 3)
        click.echo(json.dumps(out))
        return
    s = res.summary()
    table = Table(title=f"{da.name} vs {db.name}: {games} games, policy {policy}, seed {seed}")
    table.add_column("deck")
    table.add_column("wins", justify="right")
    table.add_column("win rate", justify="right")
    table.add_column("95% CI", justify="right")
    for p, name in enumerate((da.name, db.name)):
        lo, hi = s[f"win_rate_{p}_ci95"]
        table.add_row(name, str(s[f"wins_{p}"]), f"{s[f'win_rate_{p}']:.1%}", f"{lo:.1%} – {hi:.1%}")
    table.add_row("draws", str(s["draws"]), f"{s['draws'] / max(games, 1):.1%}", "")
    console.print(table)
    console.print(f"mean turns {s['mean_turns']:.1f} · mean decisions {s['mean_decisions']:.0f} · "
                  f"on-the-play win rate {s['starting_player_win_rate']:.1%}")
    for reason, count in s["reasons"].items():
        console.print(f"  ended by {reason}: {count}")
    rate = games / elapsed if elapsed > 0 else float("inf")
    console.print(f"{elapsed:.2f} s, {rate:,.0f} games/s")


@main.command("cards")
@click.argument("name", required=False)
@click.option("--type", "type_", help="Only cards with this card type (creature, instant, land ...).")
@click.option("--color", help="Only cards of this color (white, blue, black, red, green, colorless).")
@click.option("--text", help="Only cards whose Oracle text contains this (case-insensitive).")
def cards(name, type_, color, text) -> None:
    """List the card library: name, mana cost, type line and Oracle text.

    NAME keeps the cards whose name contains it (case-insensitive).
    """
    from mtgcore.cards import default_library
    from mtgcore.cards.dsl import CARD_TYPES, COLOR_WORDS

    if type_ and type_.lower() not in CARD_TYPES:
        raise click.BadParameter(f"{type_!r} is not a card type ({', '.join(CARD_TYPES)})",
                                 param_hint="'--type'")
    colors = COLOR_WORDS + ("colorless",)
    if color and color.lower() not in colors:
        raise click.BadParameter(f"{color!r} is not a color ({', '.join(colors)})", param_hint="'--color'")
    lib = default_library()
    shown = 0
    for n in lib.names():
        c = lib.get(n)
        if name and name.lower() not in n.lower():
            continue
        if type_ and type_.lower() not in c.types:
            continue
        card_colors = {w for i, w in enumerate(COLOR_WORDS) if c.colors & (1 << i)} or {"colorless"}
        if color and color.lower() not in card_colors:
            continue
        if text and text.lower() not in (c.oracle or "").lower():
            continue
        oracle = " ".join((c.oracle or "").split())
        pt = f"  {c.power}/{c.toughness}" if "creature" in c.types else ""
        click.echo(f"{c.name}  {c.cost or '-'}  {c.type_line}{pt}" + (f"\n    {oracle}" if oracle else ""))
        shown += 1
    if not shown:
        raise click.ClickException("no card matches")


@main.command("decks")
def decks() -> None:
    """List the bundled sample decks."""
    for name in BUNDLED:
        d = Deck.bundled(name)
        click.echo(f"{name}: {len(d)} cards")


if __name__ == "__main__":
    main()
