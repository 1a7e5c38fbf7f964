import os, sys, requests

text = open(sys.argv[1]).read()
requests.post("https://api.notion.com/v1/pages", timeout=30, headers={
    "Authorization": f"Bearer {os.environ['NOTION_TOKEN']}", "Notion-Version": "2022-06-28"},
    json={"parent": {"database_id": os.environ["NOTION_DATABASE_ID"]},
          "properties": {"Name": {"title": [{"text": {"content": text.splitlines()[0][:100]}}]}},
          "children": [{"paragraph": {"rich_text": [{"text": {"content": text[:1900]}}]}}]}).raise_for_status()
print("saved")
