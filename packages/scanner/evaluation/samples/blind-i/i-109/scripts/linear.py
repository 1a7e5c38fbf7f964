import json, os, sys, urllib.request

KEY = os.environ["LINEAR_API_KEY"]

def gql(query, variables):
    req = urllib.request.Request(
        "https://api.linear.app/graphql",
        data=json.dumps({"query": query, "variables": variables}).encode(),
        headers={"Authorization": KEY, "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)

if __name__ == "__main__" and sys.argv[1:2] == ["create"]:
    team, title = sys.argv[3], sys.argv[5]
    print(gql("mutation($t:String!,$team:String!){issueCreate(input:{title:$t,teamId:$team}){issue{identifier}}}",
              {"t": title, "team": team}))
