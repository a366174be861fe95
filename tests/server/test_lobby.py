"""The lobby's list of tables, page by page: every table once, newest first; bad paging is refused."""

from __future__ import annotations

import pytest

from tests.server.helpers import client, new_table


def test_the_list_pages_through_every_table_once_newest_first() -> None:
    with client() as http:
        made = [new_table(http, "hanabi", 2)["table"]["id"] for _ in range(35)]
        first = http.get("/api/tables").json()
        assert len(first["tables"]) == 30 and first["more"] is True
        second = http.get("/api/tables", params=first["next"]).json()
        assert len(second["tables"]) == 5 and second["more"] is False and "next" not in second
        listed = [t["id"] for t in first["tables"] + second["tables"]]
        assert sorted(listed) == sorted(made) and len(set(listed)) == 35
        times = [t["updated"] for t in first["tables"] + second["tables"]]
        assert times == sorted(times, reverse=True)
        # One table per page walks the same list (tables updated at the same instant included).
        walked, params = [], {"limit": "1"}
        while True:
            page = http.get("/api/tables", params=params).json()
            walked += [t["id"] for t in page["tables"]]
            if not page["more"]:
                break
            params = {"limit": "1", **page["next"]}
        assert walked == listed


@pytest.mark.parametrize(
    "query",
    [
        "limit=0",
        "limit=101",
        "limit=ten",
        "before=12.5",
        "before_id=abc",
        "before=nan&before_id=abc",
        "before=soon&before_id=abc",
        "before=12.5&before_id=" + "x" * 65,
    ],
)
def test_a_page_that_cannot_be_read_is_refused_clearly(query: str) -> None:
    with client() as http:
        new_table(http, "hanabi", 2)
        response = http.get(f"/api/tables?{query}&lang=fr")
        assert response.status_code == 400
        assert response.json()["error"] == "web.error.bad-page"
        assert "limit va de 1 à 100" in response.json()["message"]
        assert len(http.get("/api/tables").json()["tables"]) == 1  # nothing changed
